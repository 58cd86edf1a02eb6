import { useEffect, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { prefetchOnIdle, reloadOnStaleChunks, trackPageView } from '../src/client/behaviours.js';
import '../src/components/fonts.css';
import '../src/components/storefront.css';
import { BagPanel } from '../src/components/BagPanel.js';
import { CookieNotice } from '../src/components/CookieNotice.js';
import { CountryBanner } from '../src/components/CountryBanner.js';
import { Footer } from '../src/components/Footer.js';
import { Header } from '../src/components/Header.js';
import { ProgressBar } from '../src/components/ProgressBar.js';
import { SiteModals } from '../src/components/SiteModals.js';
import { Widgets } from '../src/components/Widgets.js';

/** The default layout: header, footer, bag toast, cookie notice and country banner. */
export default function Layout({ children }: { children: ReactNode }) {
  const { shell, urlPathname } = usePageContext();
  const rtl = shell?.rtl ?? false;
  const site = shell?.site ?? '';
  useEffect(() => reloadOnStaleChunks(), []);
  useEffect(() => trackPageView(urlPathname, site), [urlPathname, site]);
  const menuHrefs = (shell?.menus[0]?.items ?? []).map((item) => item.href).join(' ');
  useEffect(() => prefetchOnIdle(menuHrefs ? menuHrefs.split(' ') : []), [menuHrefs]);
  // `dir` is written by the server (+htmlAttributes); client navigation between sites
  // (the picker to sa-ar, for one) must turn it as well.
  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
  }, [rtl]);
  if (!shell) {
    return (
      <>
        <ProgressBar />
        <main id="main" className="sf-main">
          {children}
        </main>
      </>
    );
  }
  const quiet = shell.platform === 'APP' || shell.kiosk || shell.corporate;
  return (
    <div data-vertical={shell.vertical}>
      <a className="sf-skip" href="#main">
        ↓
      </a>
      <ProgressBar />
      {shell.platform === 'WEB' && <CountryBanner site={shell.site} />}
      <Header shell={shell} />
      <main id="main" className="sf-main">
        {children}
      </main>
      <Footer shell={shell} />
      <BagPanel shell={shell} />
      <CookieNotice labels={shell.labels} hidden={quiet} />
      {!shell.kiosk && <SiteModals shell={shell} />}
      <Widgets shell={shell} />
    </div>
  );
}
