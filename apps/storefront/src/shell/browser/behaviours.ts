// Browser-side behaviours of the default layout (docs/product/shell.md §7 constants).
import { CATALOGUE_CONSTANTS } from '@atelier/core-catalogue';
import { prefetch } from 'vike/client/router';
import { pageViewEvent } from './analytics/analytics-events.js';
import { queueTracking } from './tracking-queue.js';

const RELOAD_KEY = 'atelier.chunkReloadAt';

/**
 * A deploy replaces hashed chunks; an old page then fails to load one. Reload to get the
 * new build, at most once a minute so a real outage cannot loop.
 */
export function reloadOnStaleChunks(): () => void {
  const onError = (event: Event) => {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < CATALOGUE_CONSTANTS.chunkReloadGuardMs) return;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    event.preventDefault();
    location.reload();
  };
  window.addEventListener('vite:preloadError', onError);
  return () => window.removeEventListener('vite:preloadError', onError);
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, 0);
  });
}

/**
 * After 2 s of idle, prefetch the header's pages; never on 2g or with data saver on. One page
 * per idle period, each after the one before has loaded: all at once made one task of every
 * page's entry (~70 ms at 4x CPU on the bag page, vite's preload links and route matching) in
 * the window Lighthouse counts (docs/adr/0062-long-tasks-after-hydration-split.md).
 */
export function prefetchOnIdle(hrefs: string[]): () => void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return () => {};
  let stopped = false;
  const run = async () => {
    for (const href of hrefs) {
      await idle();
      if (stopped) return;
      await prefetch(href).catch(() => {});
    }
  };
  const timer = setTimeout(() => void run(), CATALOGUE_CONSTANTS.prefetchIdleTimeoutMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Page views go through the tracking queue, so each waits for the one before. */
export function trackPageView(path: string, site: string): void {
  void queueTracking(pageViewEvent(site, path));
}
