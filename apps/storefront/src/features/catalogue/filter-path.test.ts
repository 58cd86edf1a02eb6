import { filterSlugs } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import {
  filterSegments,
  formatFilterPath,
  readFilterSegments,
  toggleSelection,
} from './filter-path.js';

// A listing's values as the Spanish site names them (docs/product/catalogue.md §3.4).
const slugs = filterSlugs([
  {
    key: 'material',
    name: 'Material',
    values: [
      { code: 'gold', name: 'Oro' },
      { code: 'silver', name: 'Plata' },
    ],
  },
  { key: 'gem', name: 'Piedra', values: [{ code: 'diamond', name: 'Diamante' }] },
  { key: 'producttype', name: 'Tipo', values: [{ code: 'bangle', name: 'Brazalete' }] },
  { key: 'price', name: 'Precio', values: [{ code: '50-100' }, { code: '200-plus' }] },
]);

describe('SEO filter paths', () => {
  it('splits a path into its segments, and refuses what cannot be one', () => {
    expect(filterSegments('material-plata/gem-diamond')).toEqual(['material-plata', 'gem-diamond']);
    expect(filterSegments(undefined)).toEqual([]);
    for (const bad of [
      'nonsense',
      'material-',
      '-silver',
      'material-Silver',
      'material-a/material-a',
      'material-sil ver',
    ]) {
      expect(filterSegments(bad), bad).toBeNull();
    }
  });

  it("reads segments in the site's form and in the code form into the values' codes", () => {
    expect(readFilterSegments(['material-plata', 'gem-diamond', 'material-gold'], slugs)).toEqual({
      material: ['silver', 'gold'],
      gem: ['diamond'],
    });
    expect(readFilterSegments(['tipo-brazalete'], slugs)).toEqual({ productType: ['bangle'] });
    expect(readFilterSegments(['producttype-bangle'], slugs)).toEqual({
      productType: ['bangle'],
    });
  });

  it('names nothing for an unknown group or value, or one value twice in two forms', () => {
    expect(readFilterSegments(['colour-red'], slugs)).toBeNull();
    expect(readFilterSegments(['material-cobre'], slugs)).toBeNull();
    expect(readFilterSegments(['material-oro', 'material-gold'], slugs)).toBeNull();
  });

  it("writes one sorted path per selection, in the site's form, and round-trips", () => {
    const path = formatFilterPath({ material: ['silver'], gem: ['diamond'] }, slugs);
    expect(path).toBe('material-plata/piedra-diamante');
    expect(readFilterSegments(filterSegments(path)!, slugs)).toEqual({
      gem: ['diamond'],
      material: ['silver'],
    });
  });

  it('carries price ranges by their content id, like any other group', () => {
    expect(readFilterSegments(['material-oro', 'precio-50-100'], slugs)).toEqual({
      material: ['gold'],
      price: ['50-100'],
    });
    expect(formatFilterPath({ price: ['200-plus'], material: ['gold'] }, slugs)).toBe(
      'material-oro/precio-200-plus',
    );
    expect(toggleSelection({ price: ['0-50'] }, 'price', '0-50')).toEqual({});
  });

  it('toggles a value on and off', () => {
    const on = toggleSelection({}, 'material', 'gold');
    expect(on).toEqual({ material: ['gold'] });
    expect(toggleSelection(on, 'material', 'gold')).toEqual({});
  });
});
