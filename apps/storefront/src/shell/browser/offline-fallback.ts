/** Where the offline fallback's service worker is served from (apps/storefront/public). */
export const OFFLINE_WORKER_PATH = '/sw.js';

/**
 * Registers the worker that shows the offline page when a page cannot be fetched. Browsers
 * only allow it on https and localhost; elsewhere (and without support) nothing happens.
 */
export function registerOfflineFallback(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(OFFLINE_WORKER_PATH).catch(() => {
    // Without the worker the shop works the same, only without the offline page.
  });
}
