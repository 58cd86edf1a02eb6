import type { HeaderTransparency } from '@atelier/ui';
import { Suspense, type ReactNode } from 'react';
import type { ShellView } from '../../view-types.js';
import { BagPanel } from '../../../features/bag/index.js';
import { CountryBanner } from '../CountryBanner.js';
import { Footer } from '../Footer.js';
import { Header } from '../Header.js';
import { later } from '../later.js';
// layouts.css is part of the frame stylesheet (src/shell/components/frame.css), not imported here.

// The parts that open later (cookie notice, popups, widgets, the wishlist's toast): rendered
// by the server, hydrated after the header and the page from their own chunk (../later.ts).
// The footer is not among them: its newsletter form must take a submit as soon as the page
// is hydrated (a press before its chunk arrived would post the form natively and lose it).
const parts = import.meta.env.SSR ? await import('./frame-later.js') : null;
const FrameExtras = later(parts?.FrameExtras ?? null, () =>
  import('./frame-later.js').then((m) => m.FrameExtras),
);

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
      <Suspense fallback={null}>
        <FrameExtras shell={shell} route={route} />
      </Suspense>
    </>
  );
}
