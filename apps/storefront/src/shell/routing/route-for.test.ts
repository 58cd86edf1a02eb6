import { describe, expect, it } from 'vitest';
import { routeFor } from './route-for.js';

describe('routeFor', () => {
  it('claims only its route names and hands over the params', () => {
    const product = routeFor(['product']);
    expect(product({ urlPathname: '/es-es/anillo-oro/p/100001' })).toEqual({
      routeParams: { lang: 'es-es', slug: 'anillo-oro', id: '100001', route: 'product' },
    });
    expect(product({ urlPathname: '/es-es/c/3' })).toBe(false);
  });

  it('gives unknown sites to no page (the error page answers 404)', () => {
    const landing = routeFor(['landing', 'home']);
    expect(landing({ urlPathname: '/xx-yy/' })).toBe(false);
    expect(landing({ urlPathname: '/es-es/' })).toEqual({
      routeParams: { lang: 'es-es', route: 'home' },
    });
  });

  it('reads the pathname once per URL, however many pages ask', () => {
    const pages = [routeFor(['product']), routeFor(['category']), routeFor(['home'])];
    let reads = 0;
    const pageContext = {
      urlOriginal: '/es-es/c/7?sort=price',
      get urlPathname() {
        reads += 1;
        return '/es-es/c/7';
      },
    };
    const answers = pages.map((route) => route(pageContext));
    expect(answers).toEqual([
      false,
      { routeParams: { lang: 'es-es', id: '7', route: 'category' } },
      false,
    ]);
    expect(reads).toBe(1);
    // Another URL is matched afresh.
    expect(pages[0]!({ urlOriginal: '/es-es/p/101801', urlPathname: '/es-es/p/101801' })).toEqual({
      routeParams: { lang: 'es-es', id: '101801', route: 'product' },
    });
  });
});
