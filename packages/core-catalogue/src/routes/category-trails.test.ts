import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryCanonicalPath,
  categoryIdOf,
  categoryTrails,
  type CategoryTreeEntry,
} from './category-trails.js';

const word = fc.stringMatching(/^[A-Za-zÀ-ÿ ]{1,12}$/);
const id = fc.integer({ min: 1, max: 30 }).map(String);

/** A menu entry: a category link (in one of the forms content writes) or a landing. */
const entry: fc.Memo<CategoryTreeEntry> = fc.memo((depth) =>
  fc.record({
    text: word,
    link: fc.oneof(
      id.map((value) => `/es-es/c/${value}`),
      id.map((value) => `/es-es/any-slug/c/${value}/`),
      fc.constant('/es-es/summer-edit'),
    ),
    children: depth > 1 ? fc.array(entry(depth - 1), { maxLength: 3 }) : fc.constant([]),
  }),
);

function firstPlaces(tree: readonly CategoryTreeEntry[]): Map<string, string[]> {
  const places = new Map<string, string[]>();
  const walk = (entries: readonly CategoryTreeEntry[], above: string[]) => {
    for (const item of entries) {
      const own = categoryIdOf(item.link);
      const ids = own === null ? above : [...above, own];
      if (own !== null && !places.has(own)) places.set(own, ids);
      walk(item.children, ids);
    }
  };
  walk(tree, []);
  return places;
}

describe('categoryTrails (docs/product/routes.md §4.1, issue 32.9)', () => {
  it('gives every category of the tree its categories above, top first, itself last; the first place wins', () => {
    fc.assert(
      fc.property(fc.array(entry(3), { maxLength: 5 }), (tree) => {
        const trails = categoryTrails(tree);
        const places = firstPlaces(tree);
        expect([...trails.keys()].sort()).toEqual([...places.keys()].sort());
        for (const [category, trail] of trails) {
          expect(trail.map((step) => step.id)).toEqual(places.get(category));
          expect(trail.at(-1)?.id).toBe(category);
        }
      }),
    );
  });

  it('skips entries that link no category, and reads the id from any category link form', () => {
    const trails = categoryTrails([
      {
        text: 'Novedades',
        link: '/es-es/summer-edit',
        children: [
          {
            text: 'Joyas',
            link: '/es-es/joyas/c/1/',
            children: [{ text: 'Anillos', link: '/es-es/c/11?order=price-asc', children: [] }],
          },
        ],
      },
    ]);
    expect(trails.get('11')).toEqual([
      { id: '1', text: 'Joyas' },
      { id: '11', text: 'Anillos' },
    ]);
    expect(categoryIdOf('https://elsewhere.example/es-es/c/1')).toBeNull();
    expect(categoryIdOf('/es-es/p/101801')).toBeNull();
  });

  it("builds the canonical path from the trail, or from the page's title when the tree lacks it", () => {
    const trail = [
      { id: '1', text: 'Joyas' },
      { id: '11', text: 'Añillos de oro' },
    ];
    expect(categoryCanonicalPath('es-es', '11', trail, 'ignored')).toBe(
      '/es-es/joyas/anillos-de-oro/c/11',
    );
    expect(categoryCanonicalPath('es-es', '3', undefined, 'Pulseras')).toBe('/es-es/pulseras/c/3');
    // A script slugify cannot write gives the short form.
    expect(categoryCanonicalPath('sa-ar', '3', [{ id: '3', text: 'أساور' }], 'أساور')).toBe(
      '/sa-ar/c/3',
    );
  });
});
