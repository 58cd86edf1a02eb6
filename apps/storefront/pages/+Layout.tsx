import '../src/shell/browser/zod-jitless.js';
// The frame's CSS (ui, fonts, storefront, header, layouts) as one file: the server links it at
// the end of the body and writes the first screen's part inline (ADR 0056).
import '../src/shell/components/frame.css';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { ENGLISH_UI_TEXTS, IconSprite, UiTextsProvider } from '@atelier/ui';
import { usePageContext } from 'vike-react/usePageContext';
import { loadBag } from '../src/features/bag/index.js';
import {
  prefetchOnIdle,
  reloadOnStaleChunks,
  trackPageView,
} from '../src/shell/browser/behaviours.js';
import { fillLabel } from '../src/shell/browser/labels.js';
import { registerOfflineFallback } from '../src/shell/browser/offline-fallback.js';
import { ErrorBoundary } from '../src/shell/components/ErrorBoundary.js';
import { AccountLayout } from '../src/shell/components/layouts/AccountLayout.js';
import { CheckoutLayout } from '../src/shell/components/layouts/CheckoutLayout.js';
import { DefaultLayout } from '../src/shell/components/layouts/DefaultLayout.js';
import { EmptyLayout } from '../src/shell/components/layouts/EmptyLayout.js';
import { ProgressBar } from '../src/shell/components/ProgressBar.js';
import { FALLBACK_ERROR_VIEWS } from '../src/shell/error-view.js';
import { framesMenu, isHeaderTransparent, layoutFor } from '../src/shell/routing/layout-for.js';
import { uiTextsOf } from '../src/shell/ui-texts.js';

/** Whether the page's content opens with a hero the transparent header can sit on. */
function opensWithHero(data: unknown): boolean {
  const modules = (data as { modules?: { kind?: string }[] } | undefined)?.modules;
  return Array.isArray(modules) && modules[0]?.kind === 'hero';
}

/**
 * The root layout: picks the frame of the route (default, checkout, my-account, cart, empty)
 * and runs the browser behaviours every page shares. A render fault in the page body shows the
 * server-error content inside the frame, never a blank screen.
 */
export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const { shell, urlPathname, routeParams } = pageContext;
  const route = routeParams?.['route'];
  const rtl = shell?.rtl ?? false;
  const site = shell?.site ?? '';
  const hasEcommerce = shell?.hasEcommerce ?? false;
  useEffect(() => reloadOnStaleChunks(), []);
  useEffect(() => registerOfflineFallback(), []);
  useEffect(() => trackPageView(urlPathname, site), [urlPathname, site]);
  useEffect(() => {
    if (site && hasEcommerce) void loadBag(site);
  }, [site, hasEcommerce]);
  const kind = layoutFor(route, shell !== null);
  const menuHrefs = framesMenu(kind) ? (shell?.nav ?? []).map((item) => item.href).join(' ') : '';
  useEffect(() => prefetchOnIdle(menuHrefs ? menuHrefs.split(' ') : []), [menuHrefs]);
  // `dir` and the vertical are written by the server (+htmlAttributes); client navigation
  // between sites (the picker to sa-ar or a studio site, for one) must turn them as well.
  const vertical = shell?.vertical ?? 'main';
  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
    document.documentElement.dataset['vertical'] = vertical;
  }, [rtl, vertical]);

  // One object per site: every Price and notice below reads it from context.
  const labels = shell?.labels;
  const locale = shell?.locale;
  const uiTexts = useMemo(
    () => (labels && locale ? uiTextsOf(labels, locale) : ENGLISH_UI_TEXTS),
    [labels, locale],
  );

  const errorView = (pageContext.errorViews ?? FALLBACK_ERROR_VIEWS).serverError;
  // IconSprite (below) defines the icons every card and filter group repeats once per
  // document, as symbols their `<use>`s draw (docs/adr/0060-one-icon-sprite-hover-pictures-once-hydrated.md).
  // The page inside its own Suspense boundary: React hydrates the frame and the page as two
  // units, in separate tasks, instead of one long task (Lighthouse's total blocking time).
  const body = (
    <ErrorBoundary view={errorView} resetKey={urlPathname}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
  if (!shell || kind === 'standalone') {
    return (
      <IconSprite>
        <ProgressBar label="Loading page" />
        <main id="main" className="sf-main">
          {body}
        </main>
      </IconSprite>
    );
  }
  const frame =
    kind === 'checkout' ? (
      <CheckoutLayout shell={shell} route={route}>
        {body}
      </CheckoutLayout>
    ) : kind === 'account' ? (
      <AccountLayout shell={shell} section={routeParams?.['section']}>
        {body}
      </AccountLayout>
    ) : kind === 'empty' ? (
      <EmptyLayout>{body}</EmptyLayout>
    ) : (
      <DefaultLayout
        shell={shell}
        route={route}
        transparentHeader={isHeaderTransparent(
          route,
          shell.transparentHeaderOn,
          opensWithHero(pageContext.data),
        )}
        headerFromDesktopOnly={kind === 'cart'}
      >
        {body}
      </DefaultLayout>
    );
  return (
    <UiTextsProvider texts={uiTexts}>
      <div data-vertical={shell.vertical} data-layout={kind}>
        <a className="sf-skip" href="#main">
          {fillLabel(shell.labels, 'skipToContent')}
        </a>
        <IconSprite>
          <ProgressBar label={fillLabel(shell.labels, 'loadingPage')} />
          {frame}
        </IconSprite>
      </div>
    </UiTextsProvider>
  );
}
