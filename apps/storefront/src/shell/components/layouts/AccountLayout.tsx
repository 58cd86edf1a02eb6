import type { ReactNode } from 'react';
import type { ShellView } from '../../view-types.js';
import { DefaultLayout } from './DefaultLayout.js';
// layouts.css is part of the frame stylesheet (src/shell/components/frame.css), not imported here.

/**
 * My-account: the default frame. The page draws its side menu itself (components/account/
 * my-account), because which sections a shopper sees depends on who they are (under age, a
 * loyalty member), read after hydration; the layout's HTML is the same for everyone.
 */
export function AccountLayout({
  shell,
  children,
}: {
  shell: ShellView;
  /** The URL's section; the page's own router reads it (kept for the root layout's call). */
  section?: string | undefined;
  children: ReactNode;
}) {
  return (
    <DefaultLayout shell={shell} route="myAccount" transparentHeader={false}>
      <div data-testid="account-layout">{children}</div>
    </DefaultLayout>
  );
}
