import type { ReactNode } from 'react';

/** Spec 1's empty layout: the page alone (the offline pages). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="sf-main">
      {children}
    </main>
  );
}
