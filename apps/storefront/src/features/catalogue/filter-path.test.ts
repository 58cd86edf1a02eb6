import { describe, expect, it } from 'vitest';
import { formatFilterPath, parseFilterPath, toggleSelection } from './filter-path.js';

describe('SEO filter paths', () => {
  it('reads group-value segments into a selection', () => {
    expect(parseFilterPath('material-silver/gem-diamond/material-gold')).toEqual({
      material: ['silver', 'gold'],
      gem: ['diamond'],
    });
    expect(parseFilterPath(undefined)).toEqual({});
    expect(parseFilterPath('producttype-bangle')).toEqual({ productType: ['bangle'] });
  });

  it('rejects malformed paths', () => {
    for (const bad of [
      'nonsense',
      'colour-red',
      'material-',
      '-silver',
      'material-Silver',
      'material-a/material-a',
      'material-sil ver',
    ]) {
      expect(parseFilterPath(bad), bad).toBeNull();
    }
  });

  it('writes one sorted path per selection and round-trips', () => {
    const path = formatFilterPath({ material: ['silver'], gem: ['diamond'] });
    expect(path).toBe('gem-diamond/material-silver');
    expect(parseFilterPath(path)).toEqual({ gem: ['diamond'], material: ['silver'] });
  });

  it('carries price ranges by their content id, like any other group', () => {
    expect(parseFilterPath('material-gold/price-50-100')).toEqual({
      material: ['gold'],
      price: ['50-100'],
    });
    expect(formatFilterPath({ price: ['200-plus'], material: ['gold'] })).toBe(
      'material-gold/price-200-plus',
    );
    expect(toggleSelection({ price: ['0-50'] }, 'price', '0-50')).toEqual({});
  });

  it('toggles a value on and off', () => {
    const on = toggleSelection({}, 'material', 'gold');
    expect(on).toEqual({ material: ['gold'] });
    expect(toggleSelection(on, 'material', 'gold')).toEqual({});
  });
});
