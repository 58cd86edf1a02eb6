import type { ReactNode } from 'react';

/** docs/product/shell.md §1.5's empty layout: the page alone (the offline pages). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="sf-main">
      {children}
    </main>
  );
}
