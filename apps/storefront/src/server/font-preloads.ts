/**
 * Vike preloads every font file a page's CSS names (vike-react offers no injectFilter), so
 * each page preloaded the latin-ext subsets too: 120 KiB of the 206 KiB of fonts, fetched
 * on a slow link beside the LCP image although no site's first paint draws them (their
 * @font-face rules carry a unicode-range: the browser fetches them if a page needs one of
 * their characters, unpreloaded). Only the Latin subsets stay preloaded.
 */
import { applyEdits, type Edit } from './html-edits.js';

const PRELOAD = '<link rel="preload" href="';

/**
 * Where the preloads of font subsets the first paint does not draw are: each
 * `<link rel="preload" href="…-latin-ext-….woff2" …>` before `headEnd` (and the line break
 * after it). Written with indexOf and slices rather than a regular expression over the head:
 * the head carries the inline frame CSS, whose @font-face rules name the same files, and a
 * replace over it cost 2.3% of an uncached render (issue 21). withFirstPaintOrder makes these
 * cuts in its own pass over the document (first-paint-order.ts), one copy of it instead of two.
 */
export function fontPreloadCuts(html: string, headEnd: number): Edit[] {
  const cuts: Edit[] = [];
  for (let at = html.indexOf(PRELOAD); at >= 0 && at < headEnd;) {
    const hrefStart = at + PRELOAD.length;
    const hrefEnd = html.indexOf('"', hrefStart);
    const tagEnd = hrefEnd < 0 ? -1 : html.indexOf('>', hrefEnd);
    if (tagEnd < 0 || tagEnd > headEnd) break;
    const href = html.slice(hrefStart, hrefEnd);
    if (href.includes('-latin-ext-') && href.endsWith('.woff2') && !href.includes('>')) {
      const next = html[tagEnd + 1] === '\n' ? tagEnd + 2 : tagEnd + 1;
      cuts.push({ at, remove: next - at, insert: '' });
    }
    at = html.indexOf(PRELOAD, tagEnd);
  }
  return cuts;
}

/** The page's HTML without those preloads (fontPreloadCuts), for a page edited alone. */
export function withFirstPaintFontPreloads(html: string): string {
  return applyEdits(html, fontPreloadCuts(html, html.indexOf('</head>')));
}
