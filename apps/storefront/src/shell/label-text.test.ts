import { describe, expect, it } from 'vitest';
import { labelText } from './label-text.js';

describe('labelText', () => {
  it('fills the placeholders of the site label', () => {
    const labels = { showingProducts: 'Mostrando {shown} de {total} productos' };
    expect(labelText(labels, 'showingProducts', '', { shown: 24, total: 120 })).toBe(
      'Mostrando 24 de 120 productos',
    );
  });

  it('falls back to English and leaves unknown placeholders visible', () => {
    expect(labelText({}, 'pageNumber', 'Page {n}', {})).toBe('Page {n}');
    expect(labelText({}, 'pageNumber', 'Page {n}', { n: 3 })).toBe('Page 3');
  });
});
