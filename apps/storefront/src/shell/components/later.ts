// Server-rendered parts the first screen does not need at once and that hold no control a
// press would be lost on (a category's page links, the frame's popups, widgets' links): the
// server renders them
// with the rest of the page, the browser takes their code from a chunk of their own and
// hydrates them after the rest
// (docs/adr/0057-below-the-fold-parts-hydrated-later-and-the-js-budget.md).
//
// Why this works without a flash: the caller puts the part in its own <Suspense>. During
// hydration React keeps the server's HTML of a boundary whose code is not there yet and
// hydrates it when the chunk arrives; the rest of the page is interactive meanwhile. Links
// inside stay plain links until then. The chunk is requested as hydration reaches the
// part, so it is not waited for, only kept out of the JS the page loads first.
//
// Not for a form or a button: a press on a submit button before the chunk arrived posts the
// form natively (the page reloads with an empty form), and a press on any other button is
// lost (home's category tabs, in home-modules.spec), so those hydrate with the page.
import { lazy, type ComponentType } from 'react';

/**
 * The component to render: `now` on the server; in the browser, the same component loaded
 * by `load`. The caller reads `now` with a top-level `await import()` under
 * `import.meta.env.SSR`, so the browser build has no static import of the module (a static
 * one, even unused, keeps it in the importer's chunk) and both imports become one lazy chunk:
 * `later(import.meta.env.SSR ? (await import('./Footer.js')).Footer : null,
 *   () => import('./Footer.js').then((m) => m.Footer))`.
 */
export function later<P extends object>(
  now: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return now ?? lazy(async () => ({ default: await load() }));
}
