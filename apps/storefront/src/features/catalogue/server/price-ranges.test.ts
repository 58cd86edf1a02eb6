import { describe, expect, it } from 'vitest';
import { priceRangeViews, toPriceFilter } from './price-ranges.js';

const content = [
  { id: '200-plus', name: '200+', min: 200, max: null },
  { id: '0-50', name: '0-50', min: 0, max: 50 },
  { id: '50-100', name: '50-100', min: 50, max: 100 },
];

// The runtime's own formatting of one amount, so the test does not hard-code ICU spacing.
const amount = (value: number, locale: string, currency: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(value);

describe('priceRangeViews', () => {
  it('labels each range with the site locale and currency, lowest first', () => {
    const views = priceRangeViews(content, {
      locale: 'es-ES',
      currency: 'EUR',
      labels: { priceFrom: 'Desde' },
    });
    expect(views.map((v) => v.id)).toEqual(['0-50', '50-100', '200-plus']);
    expect(views[1]?.label).toBe(`${amount(50, 'es-ES', 'EUR')} – ${amount(100, 'es-ES', 'EUR')}`);
    expect(views[2]?.label).toBe(`Desde ${amount(200, 'es-ES', 'EUR')}`);
  });

  it('follows the site: yen in Japanese, dollars in US English', () => {
    const yen = priceRangeViews([{ id: 'a', name: 'a', min: 8000, max: 16000 }], {
      locale: 'ja-JP',
      currency: 'JPY',
      labels: {},
    });
    expect(yen[0]?.label).toBe(
      `${amount(8000, 'ja-JP', 'JPY')} – ${amount(16000, 'ja-JP', 'JPY')}`,
    );
    const [open] = priceRangeViews([{ id: 'b', name: 'b', min: 200, max: null }], {
      locale: 'en-US',
      currency: 'USD',
      labels: {},
    });
    expect(open?.label).toBe('From $200');
  });

  it('turns an open range into a core filter without an upper bound', () => {
    const [open] = priceRangeViews([content[0]!], { locale: 'es-ES', currency: 'EUR', labels: {} });
    expect(toPriceFilter(open!)).toMatchObject({ id: '200-plus', min: 200, max: Infinity });
  });
});
