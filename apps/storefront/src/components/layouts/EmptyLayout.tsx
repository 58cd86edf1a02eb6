import type { ReactNode } from 'react';

/** Spec 1's empty layout: the page alone (offline pages, the app's embedded search). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="sf-main">
      {children}
    </main>
  );
}
