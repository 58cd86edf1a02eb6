import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classesBetween,
  criticalCssOf,
  firstScreenClasses,
  requiredClasses,
} from './critical-css.js';

const SHEET =
  ':root,[data-vertical=main]{--a:1}[data-vertical=suot]{--a:2}' +
  '@font-face{font-family:X;src:url(/x.woff2)}' +
  'body{margin:0}.header{color:red}.header:hover{color:blue}' +
  '@media (min-width:64rem){.header .nav{display:flex}}' +
  '.footer{color:green}.card:not(.sold){opacity:1}@keyframes fade{0%{opacity:0}}';

describe('criticalCssOf', () => {
  const critical = criticalCssOf(SHEET);

  it("keeps the rules the page's classes can match, in the stylesheet's order", () => {
    expect(critical(['header', 'nav', 'card'], 'main')).toBe(
      ':root,[data-vertical=main]{--a:1}@font-face{font-family:X;src:url(/x.woff2)}' +
        'body{margin:0}.header{color:red}@media (min-width:64rem){.header .nav{display:flex}}' +
        '.card:not(.sold){opacity:1}',
    );
  });

  it("leaves interaction states, other verticals' tokens, keyframes and absent classes to the file", () => {
    const out = critical(['header'], 'main');
    expect(out).not.toContain(':hover');
    expect(out).not.toContain('suot');
    expect(out).not.toContain('@keyframes');
    expect(out).not.toContain('.footer');
    expect(out).not.toContain('.nav');
    expect(critical(['header'], 'suot')).toContain('[data-vertical=suot]{--a:2}');
  });

  it('takes the top of the page first and stops before the limit', () => {
    const always = criticalCssOf(SHEET)([], 'main');
    const small = criticalCssOf(SHEET, Buffer.byteLength(always) + 20);
    expect(small(['header', 'footer'], 'main')).toBe(
      `${always.replace('body{margin:0}', 'body{margin:0}.header{color:red}')}`,
    );
    expect(small(['footer', 'header'], 'main')).toContain('.footer{color:green}');
    expect(small(['footer', 'header'], 'main')).not.toContain('.header');
  });

  it('is never over the limit and always a subsequence of the stylesheet (property)', () => {
    const names = ['header', 'nav', 'card', 'sold', 'footer', 'other'];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...names)),
        fc.integer({ min: 120, max: 400 }),
        (classes, limit) => {
          const out = criticalCssOf(SHEET, limit)(classes, 'main');
          expect(Buffer.byteLength(out)).toBeLessThanOrEqual(limit);
          let from = 0;
          for (const rule of out.split(/(?<=\})(?=[^}])/)) {
            const at = SHEET.indexOf(rule, from);
            expect(at).toBeGreaterThanOrEqual(0);
            from = at + rule.length;
          }
        },
      ),
    );
  });
});

describe('requiredClasses', () => {
  it('asks for the classes a selector needs, not those under :not() or in attributes', () => {
    expect(requiredClasses('.a .b>.c', 'main')).toEqual(['a', 'b', 'c']);
    expect(requiredClasses('.a:not(.b)', 'main')).toEqual(['a']);
    expect(requiredClasses('a[href$=".pdf"]', 'main')).toEqual([]);
    expect(requiredClasses('.a:focus-visible', 'main')).toBeNull();
  });
});

describe('firstScreenClasses', () => {
  it('reads the body up to the footer, in document order, once each', () => {
    const html =
      '<html><head><style class="no"></style></head><body><header class="h x"></header>' +
      '<main class="m"><p class="x p"></p></main><footer class="f"></footer></body></html>';
    expect(firstScreenClasses(html)).toEqual(['h', 'x', 'm', 'p']);
    expect(classesBetween(html, 0, html.length)).toContain('no');
  });

  it('adds the classes of an overlay drawn after the footer, after the rest (the cookie notice)', () => {
    const html =
      '<html><head></head><body><header class="h"></header><main class="m"></main>' +
      '<footer class="f"></footer><div class="w"></div>' +
      '<div data-sf-first-screen=""><section class="n h"><p class="t"></p></section></div></body></html>';
    expect(firstScreenClasses(html)).toEqual(['h', 'm', 'n', 't']);
  });
});
