import { describe, expect, it } from 'vitest';
import { addressLines, cardLastDigits, totalsRows } from './order-detail-view.js';

const eur = (value: number) => ({ value, currency: 'EUR' });

describe('order detail view', () => {
  it('writes the delivery address as lines, leaving out what the order lacks', () => {
    expect(
      addressLines({
        name: 'Ana',
        surname: 'Ruiz',
        address: 'Calle Mayor 1',
        additionalAddress: '',
        postalCode: '28013',
        city: 'Madrid',
        country: 'ES',
      }),
    ).toEqual(['Ana Ruiz', 'Calle Mayor 1', '28013 Madrid']);
    expect(addressLines(null)).toEqual([]);
    expect(addressLines(undefined)).toEqual([]);
  });

  it('reads the last four digits of a masked card number', () => {
    expect(cardLastDigits('************1111')).toBe('1111');
    expect(cardLastDigits('4111 **** **** 1234')).toBe('1234');
    expect(cardLastDigits('****')).toBeNull();
    expect(cardLastDigits(undefined)).toBeNull();
  });

  it('lists the bill in order, discounts only when there are any, always the total', () => {
    expect(
      totalsRows({
        subTotal: eur(90),
        totalDiscounts: eur(0),
        deliveryCost: eur(0),
        totalPrice: eur(90),
      }).map(([key]) => key),
    ).toEqual(['subTotal', 'deliveryCost', 'totalPrice']);
    expect(totalsRows({ totalPrice: eur(5) })).toEqual([['totalPrice', eur(5)]]);
  });
});
