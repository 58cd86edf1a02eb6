import { describe, expect, it } from 'vitest';
import { filterValueNames } from './filter-value-names.js';

describe("a filter value's name", () => {
  const labels = { 'filterValue.material.gold': 'Oro', 'filterValue.color.silver': 'Plateado' };

  it("is the site's label for the group and value", () => {
    const name = filterValueNames(labels, 'es-ES');
    expect(name('material', 'gold')).toBe('Oro');
    expect(name('color', 'silver')).toBe('Plateado');
    // Another group's value of the same code is not the same word.
    expect(name('material', 'silver')).toBe('silver');
  });

  it("writes a number in the site's locale (a size) and keeps a brand name as it is", () => {
    expect(filterValueNames({}, 'ar-SA')('size', '45')).toBe('٤٥');
    expect(filterValueNames({}, 'es-ES')('collection', 'Sweet Dolls')).toBe('Sweet Dolls');
  });
});
