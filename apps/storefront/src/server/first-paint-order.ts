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
 *
 * Every uncached page goes through this, and the document is 130-190 kB with the inline CSS:
 * the edits are found with indexOf and applied with one join of slices, instead of regular
 * expressions over the whole document (ADR 0027).
 */
const SHELL_STYLE_OPEN = '<style id="sf-shell-css">';
const STYLE_CLOSE = '</style>';
const MODULE_PRELOAD = '<link rel="modulepreload" ';
const SCRIPT_SRC = '<script src="';
const MODULE_TYPE = '" type="module"';
const LOW = 'fetchpriority';

interface Edit {
  at: number;
  /** Characters removed from `at`. */
  remove: number;
  insert: string;
}

/** The page's HTML with the frame's CSS first and its scripts fetched at low priority. */
export function withFirstPaintOrder(html: string): string {
  const headStart = html.indexOf('<head>');
  const headEnd = html.indexOf('</head>');
  if (headStart < 0 || headEnd < 0) return html;
  const edits: Edit[] = [];
  const headInside = headStart + '<head>'.length;
  const styleStart = html.indexOf(SHELL_STYLE_OPEN);
  if (styleStart >= 0 && styleStart < headEnd && styleStart !== headInside) {
    const close = html.indexOf(STYLE_CLOSE, styleStart);
    if (close >= 0) {
      const styleEnd = close + STYLE_CLOSE.length;
      edits.push({ at: headInside, remove: 0, insert: html.slice(styleStart, styleEnd) });
      edits.push({ at: styleStart, remove: styleEnd - styleStart, insert: '' });
    }
  }
  for (let at = html.indexOf(MODULE_PRELOAD); at >= 0; at = html.indexOf(MODULE_PRELOAD, at + 1)) {
    const after = at + MODULE_PRELOAD.length;
    if (!html.startsWith(LOW, after))
      edits.push({ at: after, remove: 0, insert: 'fetchpriority="low" ' });
  }
  for (let at = html.indexOf(SCRIPT_SRC); at >= 0; at = html.indexOf(SCRIPT_SRC, at + 1)) {
    const srcEnd = html.indexOf('"', at + SCRIPT_SRC.length);
    if (srcEnd < 0 || !html.startsWith(MODULE_TYPE, srcEnd)) continue;
    const typeEnd = srcEnd + MODULE_TYPE.length;
    const tagEnd = html.indexOf('>', typeEnd);
    const rest = html.slice(typeEnd, tagEnd < 0 ? html.length : tagEnd);
    if (!rest.includes(LOW)) edits.push({ at: typeEnd, remove: 0, insert: ' fetchpriority="low"' });
  }
  if (edits.length === 0) return html;
  // Insertions at a place come before a removal starting there (the style moved to the
  // head's start when something else already sat there).
  edits.sort((a, b) => a.at - b.at || a.remove - b.remove);
  const parts: string[] = [];
  let copied = 0;
  for (const edit of edits) {
    parts.push(html.slice(copied, edit.at), edit.insert);
    copied = edit.at + edit.remove;
  }
  parts.push(html.slice(copied));
  return parts.join('');
}
