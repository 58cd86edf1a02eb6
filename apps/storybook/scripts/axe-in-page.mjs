/* global window, document -- the callbacks passed to page.evaluate run in the browser */
// axe-core run in the story's own page, injected once a page. @axe-core/playwright's
// AxeBuilder injects the whole axe source into every frame on each analyze() and finishes the
// run in a new blank page it opens and closes, a second renderer a story: on 66 stories that
// was most of the run (docs/ci.md, "Stories under axe"). Storybook switches stories over its
// channel without reloading the page, so one injection serves every story the page shows.
import axeCore from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's results for the page's body, with the rules of AXE_TAGS. */
export async function axeResults(page) {
  const present = await page.evaluate(() => typeof window.axe?.run === 'function');
  if (!present) await page.evaluate(axeCore.source);
  return page.evaluate(
    (tags) =>
      window.axe.run(document.body, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  );
}
