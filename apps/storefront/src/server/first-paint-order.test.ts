import fc from 'fast-check';
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

  it('makes exactly the edits of the first, regular-expression version', () => {
    // The first implementation (cea9716), kept as the reference.
    const reference = (html: string) => {
      const headStart = html.indexOf('<head>');
      const headEnd = html.indexOf('</head>');
      if (headStart < 0 || headEnd < 0) return html;
      let out = html;
      const style = /<style id="sf-shell-css">[\s\S]*?<\/style>/.exec(out);
      if (style && style.index < headEnd) {
        const at = headStart + '<head>'.length;
        out =
          out.slice(0, at) +
          style[0] +
          out.slice(at, style.index) +
          out.slice(style.index + style[0].length);
      }
      return out
        .replace(
          /<link rel="modulepreload" (?!fetchpriority)/g,
          '<link rel="modulepreload" fetchpriority="low" ',
        )
        .replace(
          /<script (src="[^"]*" type="module")(?![^>]*fetchpriority)/g,
          '<script $1 fetchpriority="low"',
        );
    };
    const headPieces = fc.constantFrom(
      pageCss,
      shellCss,
      '<meta charset="UTF-8" />',
      '<link rel="modulepreload" href="/assets/chunks/b.js" as="script">',
      '<link rel="modulepreload" fetchpriority="low" href="/c.js">',
      '<script src="/a.js" type="module" async></script>',
      '<script src="/x.js"></script>',
      '\n  ',
    );
    const bodyPieces = fc.constantFrom(
      '<div id="root">x</div>',
      '<script src="/e.js" type="module" async></script>',
      '<script src="/f.js" type="module" fetchpriority="low" async></script>',
      '<p>&lt;script src=&quot;x&quot;</p>',
    );
    fc.assert(
      fc.property(
        fc.array(headPieces, { maxLength: 8 }),
        fc.array(bodyPieces, { maxLength: 4 }),
        (head, body) => {
          const html = page(head.join(''), body.join(''));
          expect(withFirstPaintOrder(html)).toBe(reference(html));
        },
      ),
    );
  });
});
