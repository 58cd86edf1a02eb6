/* global self, caches */
// The offline fallback (docs/product/shell.md §2.3): a page that cannot be fetched shows its
// vertical's offline page (/offline, or /offline/suot under the studio line's sites), kept with the
// stylesheets and scripts it needs when this worker installs. Everything else goes to the
// network untouched: this worker never serves stale shop pages.
const CACHE = 'atelier-offline-v1';
const OFFLINE_PAGES = ['/offline', '/offline/suot'];
const STUDIO_SITES = /^\/su-[a-z]{2}(\/|$)/;

async function keepOfflinePages() {
  const cache = await caches.open(CACHE);
  for (const page of OFFLINE_PAGES) {
    const response = await fetch(page, { cache: 'no-store' });
    if (!response.ok) continue;
    const html = await response.clone().text();
    await cache.put(page, response);
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js|woff2))"/g)].map(
      (match) => match[1],
    );
    await cache.addAll([...new Set(assets)]);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepOfflinePages().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(async () => {
        const page = STUDIO_SITES.test(url.pathname) ? '/offline/suot' : '/offline';
        return (await caches.match(page)) ?? Response.error();
      }),
    );
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(request)) ?? Response.error()),
    );
  }
});
