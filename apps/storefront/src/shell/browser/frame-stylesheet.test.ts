// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { adoptFrameStylesheet } from './frame-stylesheet.js';

function served(): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.head.innerHTML =
    '<style id="sf-shell-css">.a{}</style><link rel="stylesheet" href="/assets/page.css">';
  doc.body.innerHTML =
    '<main>x</main><link rel="stylesheet" href="/assets/frame.css" id="sf-frame-css">' +
    '<link rel="stylesheet" href="/assets/page.css" data-sf-again="">';
  return doc;
}

const hrefs = (parent: Element) =>
  [...parent.querySelectorAll('link')].map((link) => link.getAttribute('href'));

describe('adoptFrameStylesheet', () => {
  it("links the frame's stylesheet ahead of the page's in the head, then drops the body's links once it loaded", () => {
    const doc = served();
    adoptFrameStylesheet(doc);
    expect(hrefs(doc.head)).toEqual(['/assets/frame.css', '/assets/page.css']);
    // Until the copy has loaded, the body's links stay: no rule is ever missing.
    expect(hrefs(doc.body)).toEqual(['/assets/frame.css', '/assets/page.css']);
    doc.head.querySelector('link')!.dispatchEvent(new Event('load'));
    expect(hrefs(doc.body)).toEqual([]);
    expect(doc.getElementById('sf-frame-css')?.parentElement).toBe(doc.head);
  });

  it('does nothing twice, nor on a page without the link (development)', () => {
    const doc = served();
    adoptFrameStylesheet(doc);
    doc.head.querySelector('link')!.dispatchEvent(new Event('load'));
    const head = doc.head.innerHTML;
    adoptFrameStylesheet(doc);
    expect(doc.head.innerHTML).toBe(head);
    const bare = document.implementation.createHTMLDocument('t');
    adoptFrameStylesheet(bare);
    expect(bare.head.innerHTML).toBe('<title>t</title>');
  });
});
