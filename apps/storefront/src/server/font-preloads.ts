/**
 * Vike preloads every font file a page's CSS names (vike-react offers no injectFilter), so
 * each page preloaded the latin-ext subsets too: 120 KiB of the 206 KiB of fonts, fetched
 * on a slow link beside the LCP image although no site's first paint draws them (their
 * @font-face rules carry a unicode-range: the browser fetches them if a page needs one of
 * their characters, unpreloaded). Only the Latin subsets stay preloaded.
 */
const EXTRA_SUBSET_PRELOAD = /<link rel="preload" href="[^"]*-latin-ext-[^"]*\.woff2"[^>]*>\n?/g;

/** The page's HTML without the preloads of font subsets its first paint does not draw. */
export function withFirstPaintFontPreloads(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  if (!head.includes('-latin-ext-')) return html;
  return head.replace(EXTRA_SUBSET_PRELOAD, '') + html.slice(headEnd);
}
