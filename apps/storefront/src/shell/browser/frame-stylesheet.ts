/**
 * The frame's stylesheet arrives at the end of the body, followed by the page's own
 * stylesheets again, so the page's rules still come after the frame's (ADR 0056). A client
 * navigation adds the next page's stylesheet at the end of the head, which is before that
 * link: the frame's rules would win the ties they must lose. So when the first client
 * navigation starts (pages/+onPageTransitionStart.ts), before the next page's stylesheets are
 * linked, the frame's stylesheet moves to the head, ahead of the page's stylesheets, as it was
 * before the split: a copy is linked there (the browser has the file) and, once it has loaded,
 * the links at the end of the body go, so no rule is ever missing in between. Not at
 * hydration: each of those two steps restyles the whole page (230-360 ms at Lighthouse's 4x
 * CPU on home, ADR 0062), for nothing the first page needs.
 */
const FRAME_STYLE_ID = 'sf-shell-css';
const FRAME_LINK_ID = 'sf-frame-css';
/** Marks the page's stylesheets linked again after the frame's (first-paint-order.ts). */
const AGAIN = 'data-sf-again';

export function adoptFrameStylesheet(doc: Document = document): void {
  const link = doc.getElementById(FRAME_LINK_ID);
  if (!(link instanceof HTMLLinkElement) || link.parentElement === doc.head) return;
  const copy = doc.createElement('link');
  copy.rel = 'stylesheet';
  copy.href = link.getAttribute('href') ?? '';
  const inline = doc.getElementById(FRAME_STYLE_ID);
  doc.head.insertBefore(
    copy,
    inline?.parentElement === doc.head ? inline.nextSibling : doc.head.firstChild,
  );
  copy.addEventListener(
    'load',
    () => {
      link.remove();
      copy.id = FRAME_LINK_ID;
      for (const again of doc.querySelectorAll(`link[${AGAIN}]`)) again.remove();
    },
    { once: true },
  );
}
