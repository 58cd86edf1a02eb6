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
});
