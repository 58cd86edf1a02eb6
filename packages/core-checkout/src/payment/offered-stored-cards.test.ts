import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStoredCardExpired, type StoredCard } from '../entities/stored-card.js';
import { cardBrandsFor, type CardBrand } from './card-brands.js';
import { offeredStoredCards } from './offered-stored-cards.js';

const BRANDS: readonly CardBrand[] = [
  'amex',
  'cartebancaire',
  'diners',
  'discover',
  'jcb',
  'maestro',
  'mc',
  'visa',
];

const card = (id: string, type: string, month: number, year: number): StoredCard => ({
  id,
  type,
  number: '************1111',
  holderName: 'Lucia Martin',
  expiryDate: { month, year },
});

const cardArb = fc
  .record({
    id: fc.uuid(),
    type: fc.constantFrom(...BRANDS),
    month: fc.integer({ min: 1, max: 12 }),
    year: fc.integer({ min: 2020, max: 2035 }),
  })
  .map(({ id, type, month, year }) => card(id, type, month, year));
const nowArb = fc.date({
  min: new Date('2021-01-01T00:00:00Z'),
  max: new Date('2034-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('offeredStoredCards', () => {
  it('offers a card through the last day of its expiry month, not a day later', () => {
    const march = card('c1', 'visa', 3, 2030);
    expect(offeredStoredCards([march], ['visa'], new Date('2030-03-31T23:59:59Z'))).toEqual([
      march,
    ]);
    expect(offeredStoredCards([march], ['visa'], new Date('2030-04-01T00:00:00Z'))).toEqual([]);
  });

  it('offers only the brands the site accepts (an amex card is not offered on sa-ar)', () => {
    const amex = card('a', 'amex', 1, 2031);
    const visa = card('v', 'visa', 1, 2031);
    expect(
      offeredStoredCards([amex, visa], cardBrandsFor('sa-ar'), new Date('2026-11-29')),
    ).toEqual([visa]);
  });

  it('offers exactly the unexpired cards of accepted brands, in the back-end’s order', () => {
    fc.assert(
      fc.property(
        fc.array(cardArb, { maxLength: 8 }),
        fc.subarray([...BRANDS]),
        nowArb,
        (cards, brands, now) => {
          const offered = offeredStoredCards(cards, brands, now);
          // Nothing offered is expired or of a brand the site refuses...
          for (const c of offered) {
            expect(isStoredCardExpired(c, now)).toBe(false);
            expect(brands).toContain(c.type);
          }
          // ...and nothing usable is left out, in the order given.
          expect(offered).toEqual(
            cards.filter(
              (c) =>
                (brands as string[]).includes(c.type) &&
                c.expiryDate.year * 12 + c.expiryDate.month >=
                  now.getUTCFullYear() * 12 + now.getUTCMonth() + 1,
            ),
          );
          // Offering again changes nothing.
          expect(offeredStoredCards(offered, brands, now)).toEqual(offered);
        },
      ),
    );
  });
});
