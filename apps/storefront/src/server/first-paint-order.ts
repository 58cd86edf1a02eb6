/**
 * Two edits to a rendered page that decide what its first paint waits for (issue 21,
 * ADR 0018). Vike writes the tags; vike-react has no injectFilter, so they are made here.
 *
 * - The frame's CSS is inline (`<style id="sf-shell-css">`, written by +Head), but Vike puts
 *   a page's own stylesheet links at the very start of the head, before anything +Head
 *   renders. Page CSS was written to come after the frame's (an equal-specificity rule of the
 *   page wins), so the inline style moves to the start of the head, ahead of those links.
 * - Vike's module script and its modulepreloads are fetched at high priority, beside the
 *   hero image and fonts. The page is server-rendered and readable before hydration, so its
 *   scripts are fetched at low priority: on a slow link the image, fonts and the page's CSS
 *   come first, then the scripts (Lighthouse counts high-priority scripts that finish before
 *   the first paint as render-blocking, which made its first paint wait for hydration).
 */
const SHELL_STYLE = /<style id="sf-shell-css">[\s\S]*?<\/style>/;
const MODULE_PRELOAD = /<link rel="modulepreload" (?!fetchpriority)/g;
const MODULE_SCRIPT = /<script (src="[^"]*" type="module")(?![^>]*fetchpriority)/g;

/** The page's HTML with the frame's CSS first and its scripts fetched at low priority. */
export function withFirstPaintOrder(html: string): string {
  const headStart = html.indexOf('<head>');
  const headEnd = html.indexOf('</head>');
  if (headStart < 0 || headEnd < 0) return html;
  let out = html;
  const style = SHELL_STYLE.exec(out);
  if (style && style.index < headEnd) {
    const at = headStart + '<head>'.length;
    out =
      out.slice(0, at) +
      style[0] +
      out.slice(at, style.index) +
      out.slice(style.index + style[0].length);
  }
  return out
    .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" ')
    .replace(MODULE_SCRIPT, '<script $1 fetchpriority="low"');
}
