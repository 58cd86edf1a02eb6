/**
 * The edits to a rendered page that decide what its first paint waits for (issue 21 and 34,
 * ADR 0018 and 0056). Vike writes the tags; vike-react has no injectFilter, so they are made
 * here, in one pass of indexOf and slices over the document (ADR 0027).
 *
 * - The frame's stylesheet (src/shell/components/frame.css, about 94 kB) is not fetched before
 *   the first paint: Vike links it at the start of the head, render-blocking. Its link moves
 *   to the end of the body (Chromium paints what comes before a stylesheet in the body without
 *   waiting for it; a visitor without JavaScript still gets it), and the part the first
 *   screen needs is written inline at the start of the head, `<style id="sf-shell-css">`.
 *   The page's own stylesheet links stay in the head and are linked again after the frame's
 *   (the browser has them already): page CSS was written to come after the frame's, and an
 *   equal-specificity rule of the page must still win over the frame's copy that now comes
 *   later (the tracking page's `.sf-tracking` padding at 1280 px).
 * - Vike's module script and its modulepreloads are fetched at high priority, beside the
 *   hero image and fonts. The page is server-rendered and readable before hydration, so its
 *   scripts are fetched at low priority: on a slow link the image, fonts and the page's CSS
 *   come first, then the scripts (Lighthouse counts high-priority scripts that finish before
 *   the first paint as render-blocking, which made its first paint wait for hydration).
 *   Their `as="script"` and `type="text/javascript"`, which say nothing a modulepreload does
 *   not imply, are dropped (ADR 0060).
 */
import { fontPreloadCuts } from './font-preloads.js';
import { applyEdits, type Edit } from './html-edits.js';

const STYLESHEET = '<link rel="stylesheet" ';
const HREF = 'href="';
const MODULE_PRELOAD = '<link rel="modulepreload" ';
const SCRIPT_SRC = '<script src="';
const MODULE_TYPE = '" type="module"';
const LOW = 'fetchpriority';
/**
 * What Vike writes on every modulepreload and the browser infers anyway: a modulepreload's
 * destination is `script` when `as` is absent, and `type` is read only by stylesheets and
 * plain preloads. About 35 links per document: 1.2 kB (docs/adr/0060-one-icon-sprite-hover-pictures-once-hydrated.md).
 */
const IMPLIED_PRELOAD_ATTRIBUTES = [' as="script"', ' type="text/javascript"'];
/** The id of the frame's inline part and of its moved link (the client reads the latter). */
export const FRAME_STYLE_ID = 'sf-shell-css';
export const FRAME_LINK_ID = 'sf-frame-css';
const AGAIN = 'data-sf-again';

/** How the server knows the frame's stylesheet and cuts its inline part (frame-stylesheet.ts). */
export interface FrameStylesheet {
  /** The CSS to write inline for this document, or null when `href` is not the frame's. */
  critical(href: string, html: string): string | null;
}

/**
 * The page's HTML with the frame's CSS split, its scripts fetched at low priority and the
 * preloads of font subsets it does not draw cut, in one copy of the document.
 */
export function withFirstPaintOrder(html: string, frame?: FrameStylesheet): string {
  const headStart = html.indexOf('<head>');
  const headEnd = html.indexOf('</head>');
  if (headStart < 0 || headEnd < 0) return html;
  // The font subsets the first paint does not draw lose their preloads (font-preloads.ts).
  const edits: Edit[] = fontPreloadCuts(html, headEnd);
  const headInside = headStart + '<head>'.length;
  const bodyEnd = html.lastIndexOf('</body>');
  if (frame && bodyEnd > headEnd) {
    let frameLink: string | null = null;
    const pageLinks: string[] = [];
    for (let at = html.indexOf(STYLESHEET); at >= 0 && at < headEnd;) {
      const tagEnd = html.indexOf('>', at);
      if (tagEnd < 0 || tagEnd > headEnd) break;
      const tag = html.slice(at, tagEnd + 1);
      const hrefAt = tag.indexOf(HREF);
      const href =
        hrefAt < 0 ? '' : tag.slice(hrefAt + HREF.length, tag.indexOf('"', hrefAt + HREF.length));
      const critical = frameLink === null && href ? frame.critical(href, html) : null;
      if (critical !== null) {
        frameLink = `<link rel="stylesheet" href="${href}" id="${FRAME_LINK_ID}">`;
        const next = html[tagEnd + 1] === '\n' ? tagEnd + 2 : tagEnd + 1;
        edits.push({
          at: headInside,
          remove: 0,
          insert: `<style id="${FRAME_STYLE_ID}">${critical}</style>`,
        });
        edits.push({ at, remove: next - at, insert: '' });
      } else {
        // Marked, so the browser drops the copy once it moved the frame's link to the head
        // (src/shell/browser/frame-stylesheet.ts).
        pageLinks.push(tag.replace(STYLESHEET, `${STYLESHEET}${AGAIN} `));
      }
      at = html.indexOf(STYLESHEET, tagEnd);
    }
    if (frameLink) edits.push({ at: bodyEnd, remove: 0, insert: frameLink + pageLinks.join('') });
  }
  for (let at = html.indexOf(MODULE_PRELOAD); at >= 0; at = html.indexOf(MODULE_PRELOAD, at + 1)) {
    const after = at + MODULE_PRELOAD.length;
    if (!html.startsWith(LOW, after))
      edits.push({ at: after, remove: 0, insert: 'fetchpriority="low" ' });
    const tagEnd = html.indexOf('>', after);
    for (const implied of IMPLIED_PRELOAD_ATTRIBUTES) {
      const found = html.indexOf(implied, after);
      if (found >= 0 && found < tagEnd)
        edits.push({ at: found, remove: implied.length, insert: '' });
    }
  }
  for (let at = html.indexOf(SCRIPT_SRC); at >= 0; at = html.indexOf(SCRIPT_SRC, at + 1)) {
    const srcEnd = html.indexOf('"', at + SCRIPT_SRC.length);
    if (srcEnd < 0 || !html.startsWith(MODULE_TYPE, srcEnd)) continue;
    const typeEnd = srcEnd + MODULE_TYPE.length;
    const tagEnd = html.indexOf('>', typeEnd);
    const rest = html.slice(typeEnd, tagEnd < 0 ? html.length : tagEnd);
    if (!rest.includes(LOW)) edits.push({ at: typeEnd, remove: 0, insert: ' fetchpriority="low"' });
  }
  return applyEdits(html, edits);
}
