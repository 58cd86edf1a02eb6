import type { ReactNode } from 'react';
import type { ShellView } from '../../view-types.js';
import { checkoutStepOf } from '../../routing/layout-for.js';
import { CookieNotice } from '../CookieNotice.js';
// layouts.css is part of the frame stylesheet (src/shell/components/frame.css), not imported here.

/**
 * The checkout frame. The checkout steps are one page (pages/checkout) that moves between them
 * itself, so it draws its own header, step bar, summary column and anti-money-laundering notice
 * from the checkout machine (src/features/checkout/components/CheckoutFrame.tsx, ADR 0019); this only
 * gives them the ground and the cookie notice. Other checkout routes (the cross-border page)
 * get a quiet header with the logo above their content; the provider's checkout shows the order
 * itself, so no empty summary column stands beside it (ADR 0054). No menus, footer or popups
 * to lead the shopper away.
 */
export function CheckoutLayout({
  shell,
  route,
  children,
}: {
  shell: ShellView;
  route: string | undefined;
  children: ReactNode;
}) {
  const cookieNotice = (
    <CookieNotice
      shell={shell}
      hidden={shell.platform === 'APP' || shell.kiosk || shell.corporate}
    />
  );
  if (checkoutStepOf(route) !== null) {
    return (
      <div className="sf-checkout-layout" data-testid="checkout-layout">
        {children}
        {cookieNotice}
      </div>
    );
  }
  return (
    <div className="sf-checkout-layout" data-testid="checkout-layout">
      <header className="sf-checkout-header">
        <a className="sf-checkout-logo" href={`/${shell.site}/`}>
          {shell.brand}
        </a>
      </header>
      <div className="sf-checkout-columns sf-checkout-columns-single">
        <main id="main" className="sf-checkout-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      {cookieNotice}
    </div>
  );
}
