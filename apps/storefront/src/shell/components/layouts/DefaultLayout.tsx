import type { HeaderTransparency } from '@atelier/ui';
import type { ReactNode } from 'react';
import type { ShellView } from '../../view-types.js';
import { BagPanel } from '../../../features/bag/index.js';
import { CookieNotice } from '../CookieNotice.js';
import { CountryBanner } from '../CountryBanner.js';
import { Footer } from '../Footer.js';
import { Header } from '../Header.js';
import { SiteModals } from '../SiteModals.js';
import { WishlistHeartAlert } from '../../../features/wishlist/index.js';
import { Widgets } from '../Widgets.js';
// layouts.css is part of the frame stylesheet (src/shell/components/frame.css), not imported here.

interface Props {
  shell: ShellView;
  route: string | undefined;
  /** Per device; the header's CSS applies the viewport's, so SSR is right on both. */
  transparentHeader: HeaderTransparency | false;
  /** The bag page drops the header on mobile and tablet (docs/product/shell.md §1.4). */
  headerFromDesktopOnly?: boolean;
  children: ReactNode;
}

/**
 * docs/product/shell.md §1.1's default layout: header, footer, bag drawer or toast, newsletter
 * popup, download-app modal, country banner and selector, cookie notice, live shopping, messaging
 * and chat.
 */
export function DefaultLayout({
  shell,
  route,
  transparentHeader,
  headerFromDesktopOnly = false,
  children,
}: Props) {
  const quiet = shell.platform === 'APP' || shell.kiosk || shell.corporate;
  return (
    <>
      {shell.platform === 'WEB' && <CountryBanner shell={shell} />}
      <div className={headerFromDesktopOnly ? 'sf-header-desktop-only' : undefined}>
        <Header shell={shell} transparent={transparentHeader} />
      </div>
      <main id="main" className="sf-main" tabIndex={-1}>
        {children}
      </main>
      <Footer shell={shell} />
      <BagPanel shell={shell} />
      <CookieNotice shell={shell} hidden={quiet} />
      {!shell.kiosk && <SiteModals shell={shell} />}
      <Widgets shell={shell} route={route} />
      {shell.hasWishlist && route !== 'wishlist' && <WishlistHeartAlert shell={shell} />}
    </>
  );
}
