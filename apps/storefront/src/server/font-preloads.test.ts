import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withFirstPaintFontPreloads } from './font-preloads.js';

const preload = (file: string) =>
  `<link rel="preload" href="/assets/static/${file}" as="font" type="font/woff2" crossorigin>`;
const page = (head: string, body = '<div id="root">Joyería</div>') =>
  `<!DOCTYPE html><html><head><meta charset="UTF-8" />\n${head}</head><body>${body}</body></html>`;

describe('withFirstPaintFontPreloads', () => {
  it('keeps the Latin subsets preloaded and drops the latin-ext ones', () => {
    const html = page(
      [
        preload('fraunces-latin-wght-normal.ukD16Tqj.woff2'),
        preload('fraunces-latin-ext-wght-normal.Ca2vKHc0.woff2'),
        preload('inter-latin-wght-normal.Dx4kXJAl.woff2'),
        preload('inter-latin-ext-wght-normal.DO1Apj_S.woff2'),
      ].join('\n') + '\n<link rel="stylesheet" href="/assets/static/fonts.css">',
    );
    const out = withFirstPaintFontPreloads(html);
    expect(out).toContain('fraunces-latin-wght-normal.ukD16Tqj.woff2');
    expect(out).toContain('inter-latin-wght-normal.Dx4kXJAl.woff2');
    expect(out).not.toContain('latin-ext');
    expect(out).toContain('<link rel="stylesheet" href="/assets/static/fonts.css">');
    expect(out.endsWith('<body><div id="root">Joyería</div></body></html>')).toBe(true);
  });

  it('leaves the body alone, even text that names a latin-ext file', () => {
    const body = `<div id="root">${preload('inter-latin-ext-wght-normal.x.woff2')}</div>`;
    const html = page(preload('inter-latin-wght-normal.y.woff2'), body);
    expect(withFirstPaintFontPreloads(html)).toBe(html);
  });

  it('returns a page without a head or without such preloads unchanged', () => {
    expect(withFirstPaintFontPreloads('{"error":"x"}')).toBe('{"error":"x"}');
    const html = page(preload('inter-latin-wght-normal.y.woff2'));
    expect(withFirstPaintFontPreloads(html)).toBe(html);
  });

  it('cuts exactly what the original regular expression over the head cut', () => {
    // The first implementation, kept as the reference.
    const reference = (html: string) => {
      const headEnd = html.indexOf('</head>');
      if (headEnd < 0) return html;
      const head = html.slice(0, headEnd);
      return (
        head.replace(/<link rel="preload" href="[^"]*-latin-ext-[^"]*\.woff2"[^>]*>\n?/g, '') +
        html.slice(headEnd)
      );
    };
    const pieces = fc.constantFrom(
      preload('fraunces-latin-ext-wght-normal.a.woff2'),
      preload('inter-latin-wght-normal.b.woff2'),
      '<link rel="preload" href="/x-latin-ext-y.woff" as="font">',
      '<link rel="modulepreload" href="/assets/inter-latin-ext-z.woff2">',
      '<style>@font-face{src:url(/assets/static/inter-latin-ext-wght-normal.c.woff2)}</style>',
      '\n',
      '  ',
      '<meta charset="UTF-8" />',
    );
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 12 }),
        fc.array(pieces, { maxLength: 4 }),
        (head, body) => {
          const html = page(head.join(''), body.join(''));
          expect(withFirstPaintFontPreloads(html)).toBe(reference(html));
        },
      ),
    );
  });
});
