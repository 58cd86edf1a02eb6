import { describe, expect, it } from 'vitest';
import { labelText, numbersInLocale } from './label-text.js';

describe('labelText', () => {
  it('fills the placeholders of the site label', () => {
    const labels = { showingProducts: 'Mostrando {shown} de {total} productos' };
    expect(labelText(labels, 'showingProducts', '', { shown: '24', total: '120' })).toBe(
      'Mostrando 24 de 120 productos',
    );
  });

  it('falls back to English and leaves unknown placeholders visible', () => {
    expect(labelText({}, 'pageNumber', 'Page {n}', {})).toBe('Page {n}');
    expect(labelText({}, 'pageNumber', 'Page {n}', { n: '3' })).toBe('Page 3');
  });

  it("writes a label's numbers in the site's locale before they are filled in", () => {
    const labels = { showingProducts: 'عرض {shown} من {total} منتجات' };
    const values = numbersInLocale({ shown: 24, total: 1200, name: 'x' }, 'ar-SA');
    expect(values).toEqual({ shown: '٢٤', total: '١٬٢٠٠', name: 'x' });
    expect(labelText(labels, 'showingProducts', '', values)).toBe('عرض ٢٤ من ١٬٢٠٠ منتجات');
    expect(numbersInLocale({ n: 1234.5 }, 'de-DE')).toEqual({ n: '1.234,5' });
  });
});
