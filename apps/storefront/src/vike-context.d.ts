// The custom pageContext fields of this app (https://vike.dev/pageContext#typescript).
import type { Services } from './shell/server/services.js';
import type { StartupLoads } from './shell/server/startup.js';
import type { ErrorView } from './shell/error-view.js';
import type { SeoView, ShellView } from './shell/view-types.js';
import type { RequestContext } from './server/request-context.js';

declare global {
  namespace Vike {
    interface PageContext {
      /** Layout data of the site in the URL; null on `/` and for unknown site codes. */
      shell: ShellView | null;
      /** Not-found and server-error content for the error page. */
      errorViews: { notFound: ErrorView; serverError: ErrorView } | null;
    }
    interface PageContextServer {
      services: Services;
      request: RequestContext;
      /**
       * docs/product/shell.md §3.2's start-up loads of the layout's site (server only, never
       * serialised).
       */
      startup: StartupLoads | null;
      /** The site is known but its start-up loads failed: every page answers the error page. */
      startupFailed: boolean;
      /** The page's full SEO for +Head (pages/+onBeforeRender.ts); the client gets less. */
      seoHead?: SeoView;
    }
  }
}

export {};
