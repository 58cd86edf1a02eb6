import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterSlugs, type FilterSlugGroup } from './filter-slugs.js';
import { slugify } from './slugify.js';

const SPANISH: FilterSlugGroup[] = [
  {
    key: 'material',
    name: 'Material',
    values: [
      { code: 'gold', name: 'Oro' },
      { code: 'rose', name: 'Oro rosa' },
      { code: 'silver', name: 'Plata' },
    ],
  },
  { key: 'gem', name: 'Piedra', values: [{ code: 'diamond', name: 'Diamante' }] },
  { key: 'collection', name: 'Colección', values: [{ code: 'aurora', name: 'Aurora' }] },
  { key: 'price', name: 'Precio', values: [{ code: '50-100' }] },
];

describe('filter slugs in the site language', () => {
  const slugs = filterSlugs(SPANISH);

  it('writes each segment from the names the shopper reads', () => {
    expect(slugs.segment('material', 'gold')).toBe('material-oro');
    expect(slugs.segment('material', 'rose')).toBe('material-oro-rosa');
    expect(slugs.segment('gem', 'diamond')).toBe('piedra-diamante');
    expect(slugs.segment('collection', 'aurora')).toBe('coleccion-aurora');
    expect(slugs.segment('price', '50-100')).toBe('precio-50-100');
  });

  it('reads both the site form and the code form', () => {
    expect(slugs.read('material-oro-rosa')).toEqual({ key: 'material', code: 'rose' });
    expect(slugs.read('material-rose')).toEqual({ key: 'material', code: 'rose' });
    expect(slugs.read('piedra-diamante')).toEqual({ key: 'gem', code: 'diamond' });
    expect(slugs.read('gem-diamond')).toEqual({ key: 'gem', code: 'diamond' });
    expect(slugs.read('precio-50-100')).toEqual({ key: 'price', code: '50-100' });
  });

  it('names nothing for an unknown group or value', () => {
    expect(slugs.read('material-cobre')).toBeNull();
    expect(slugs.read('metal-oro')).toBeNull();
    expect(slugs.read('-oro')).toBeNull();
    expect(slugs.read('oro')).toBeNull();
  });

  it('keeps the code form where a script has no Latin spelling', () => {
    const greek = filterSlugs([
      { key: 'material', name: 'Υλικό', values: [{ code: 'gold', name: 'Χρυσός' }] },
    ]);
    expect(greek.segment('material', 'gold')).toBe('material-gold');
  });

  it('keeps the code form where two names write one slug, or a name writes another code', () => {
    const clash = filterSlugs([
      {
        key: 'color',
        name: 'Color',
        values: [
          { code: 'pink', name: 'Rosa' },
          { code: 'rose', name: 'Rosa' },
          { code: 'white', name: 'Yellow' },
          { code: 'yellow', name: 'Amarillo' },
        ],
      },
      // "Per a" has a dash: the group keeps its code so a segment splits at its first dash.
      { key: 'genre', name: 'Per a', values: [{ code: 'woman', name: 'Dona' }] },
    ]);
    expect(clash.segment('color', 'pink')).toBe('color-pink');
    expect(clash.segment('color', 'rose')).toBe('color-rose');
    expect(clash.segment('color', 'white')).toBe('color-white');
    expect(clash.read('color-yellow')).toEqual({ key: 'color', code: 'yellow' });
    expect(clash.segment('genre', 'woman')).toBe('genre-dona');
  });

  const code = fc.stringMatching(/^[a-z0-9]{1,6}(?:-[a-z0-9]{1,4})?$/);
  const name = fc.option(
    fc.oneof(
      fc.constantFrom('Oro', 'Oro rosa', 'Plata', 'Rosa', 'Χρυσός', 'Złoto', 'gold', 'Per a', ''),
      fc.string({ maxLength: 8 }),
    ),
    { nil: undefined },
  );
  const groups = fc.uniqueArray(
    fc.record({
      key: fc.stringMatching(/^[a-z]{1,8}$/),
      name,
      values: fc.uniqueArray(fc.record({ code, name }), {
        selector: (value) => value.code,
        maxLength: 8,
      }),
    }),
    { selector: (group) => group.key, maxLength: 5 },
  );

  it('gives every value one slug-shaped segment that reads back as that value, and still reads the code form', () => {
    fc.assert(
      fc.property(groups, (all) => {
        const map = filterSlugs(all);
        const written = new Set<string>();
        for (const group of all) {
          for (const value of group.values) {
            const segment = map.segment(group.key, value.code);
            expect(slugify(segment)).toBe(segment);
            expect(map.read(segment)).toEqual({ key: group.key, code: value.code });
            expect(map.read(`${group.key}-${value.code}`)).toEqual({
              key: group.key,
              code: value.code,
            });
            expect(written.has(segment)).toBe(false);
            written.add(segment);
          }
        }
      }),
    );
  });
});
