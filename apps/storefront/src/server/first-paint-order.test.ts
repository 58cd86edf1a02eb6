import { describe, expect, it } from 'vitest';
import { withFirstPaintOrder } from './first-paint-order.js';

const pageCss = '<link rel="stylesheet" type="text/css" href="/assets/static/category.css">';
const shellCss = '<style id="sf-shell-css">.sf-container{padding:0}a>b{color:red}</style>';
const scripts =
  '<script src="/assets/entries/entry-client-routing.C8.js" type="module" async></script>\n' +
  '<link rel="modulepreload" href="/assets/chunks/chunk-a.js" as="script" type="text/javascript">';
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="es-ES"><head>\n${head}</head><body>${body}</body></html>`;

describe('withFirstPaintOrder', () => {
  it("puts the frame's inline CSS ahead of the page's stylesheet links", () => {
    const html = page(`${pageCss}\n<meta charset="UTF-8" /><title>t</title>${shellCss}`, 'x');
    const out = withFirstPaintOrder(html);
    expect(out.indexOf(shellCss)).toBeGreaterThan(out.indexOf('<head>'));
    expect(out.indexOf(shellCss)).toBeLessThan(out.indexOf(pageCss));
    expect(out.split(shellCss)).toHaveLength(2); // moved, not copied
    expect(out.replace(shellCss, '')).toBe(
      html.replace(shellCss, '').replace(/fetchpriority/g, ''),
    );
  });

  it('fetches the module script and its preloads at low priority', () => {
    const out = withFirstPaintOrder(page('<title>t</title>', `<div id="root">x</div>${scripts}`));
    expect(out).toContain(
      '<script src="/assets/entries/entry-client-routing.C8.js" type="module" fetchpriority="low" async>',
    );
    expect(out).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/chunks/chunk-a.js"',
    );
  });

  it('is idempotent and leaves pages without a shell style or head alone', () => {
    const html = page(`${pageCss}${shellCss}`, scripts);
    const once = withFirstPaintOrder(html);
    expect(withFirstPaintOrder(once)).toBe(once);
    const plain = page('<title>t</title>', '<p>&lt;script src=&quot;x&quot;</p>');
    expect(withFirstPaintOrder(plain)).toBe(plain);
    expect(withFirstPaintOrder('{"json":true}')).toBe('{"json":true}');
  });
});
