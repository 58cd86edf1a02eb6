import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalLink } from './canonical-link.js';
import { canonicalPath } from './canonical-path.js';
import { matchRoute } from './match-route.js';

const TRAILS = new Map([
  ['3', [{ id: '3', text: 'Pulseras' }]],
  [
    '11',
    [
      { id: '1', text: 'Joyas' },
      { id: '11', text: 'Anillos' },
    ],
  ],
]);

const internal = fc.oneof(
  fc.constantFrom('/es-es/c/3', '/es-es/c/3/', '/es-es/otra/c/3', '/es-es/c/11/material-gold'),
  fc.constantFrom('/es-es/c/99', '/es-es/stores', '/es-es/cart', '/es-es/help/', '/es-es/'),
  fc.constantFrom('/es-es/anillo/p/101801/', '/es-es/wsj', '/es-es/summer-edit/'),
);
const suffix = fc.constantFrom('', '?page=2', '#top', '?order=price-asc#grid');

describe('canonicalLink (docs/product/routes.md §3, §4.1; issue 32.9)', () => {
  it('gives an address that redirects nowhere, shows the same page, and stays put when applied again', () => {
    fc.assert(
      fc.property(internal, suffix, (path, rest) => {
        const link = canonicalLink(`${path}${rest}`, TRAILS);
        expect(link.endsWith(rest)).toBe(true);
        expect(canonicalPath(link)).toBeNull();
        expect(canonicalLink(link, TRAILS)).toBe(link);
        const before = matchRoute(path);
        const after = matchRoute(link);
        expect(after?.name).toBe(before?.name);
        expect(after?.params['id']).toBe(before?.params['id']);
        expect(after?.params['filters']).toBe(before?.params['filters']);
      }),
    );
  });

  it("puts a category's trail in its links, and keeps its filters", () => {
    expect(canonicalLink('/es-es/c/3', TRAILS)).toBe('/es-es/pulseras/c/3');
    expect(canonicalLink('/es-es/c/3/', TRAILS)).toBe('/es-es/pulseras/c/3');
    expect(canonicalLink('/es-es/c/11/material-gold?page=2', TRAILS)).toBe(
      '/es-es/joyas/anillos/c/11/material-gold?page=2',
    );
    // A category the tree does not hold keeps what content wrote (its page decides).
    expect(canonicalLink('/es-es/c/99', TRAILS)).toBe('/es-es/c/99');
  });

  it('applies the trailing-slash rule to every other page', () => {
    expect(canonicalLink('/es-es/stores', TRAILS)).toBe('/es-es/stores/');
    expect(canonicalLink('/es-es/help/', TRAILS)).toBe('/es-es/help');
    expect(canonicalLink('/es-es/cart?x=1', TRAILS)).toBe('/es-es/cart/?x=1');
  });

  it('leaves what is not a page of a site alone', () => {
    for (const href of [
      'https://instagram.com/atelier',
      '//cdn.example/x',
      'mailto:hola@atelier.example',
      '#main',
      '/media/brand/atelier.svg',
      '/xx-yy/c/3',
    ])
      expect(canonicalLink(href, TRAILS)).toBe(href);
  });
});
