import { loyaltyStatusSchema } from '@atelier/core-loyalty';
import { describe, expect, it } from 'vitest';
import { fillLabel } from '../../../shell/browser/labels.js';
import { numbersInLocale } from '../../../shell/label-text.js';
import {
  amountText,
  campaignViews,
  formatLoyaltyDate,
  levelViews,
  toussiItems,
} from './loyalty-area.js';

const labels: Record<string, string> = {
  myLoyaltyAmount: '{amount} {unit}',
  myLoyaltyGems: 'gemas',
  myLoyaltyPoints: 'puntos',
  myLoyaltyCampaignTICKETS: 'Tus compras',
  myLoyaltyCampaignRING_SIZE: 'Nos dijiste tu talla de anillo',
};
const label = (key: string, values: Record<string, string | number> = {}) =>
  fillLabel(labels, key, numbersInLocale(values, 'es-ES'));

describe('the loyalty area views', () => {
  it('words an amount in the locale with the unit of the site', () => {
    expect(amountText(1200, 'gems', 'es-ES', label)).toBe('1200 gemas');
    expect(amountText(180, 'points', 'ar-SA', label)).toBe('١٨٠ puntos');
  });

  it('names each campaign by its type, with its amount and date in the locale', () => {
    const views = campaignViews(
      [
        { type: 'TICKETS', points: 50, date: '2026-09-22' },
        { type: 'RING_SIZE', date: 'not a date' },
      ],
      'gems',
      'es-ES',
      label,
    );
    expect(views).toEqual([
      {
        key: 'TICKETS-0',
        title: 'Tus compras',
        amount: '50 gemas',
        date: '22 de septiembre de 2026',
      },
      { key: 'RING_SIZE-1', title: 'Nos dijiste tu talla de anillo', amount: null, date: null },
    ]);
  });

  it('reads a date as that day wherever the browser is', () => {
    expect(formatLoyaltyDate('2026-01-01', 'en-GB')).toBe('1 January 2026');
    expect(formatLoyaltyDate(undefined, 'en-GB')).toBeNull();
  });

  it('draws the levels from the status and the content, the level name from the content', () => {
    const status = loyaltyStatusSchema.parse({
      enrolled: true,
      levels: [
        { order: 1, backCode: 'FANS', current: true, achieved: true, totalPoints: 0 },
        { order: 2, backCode: 'LOVER', totalPoints: 100, remainingPoints: 40 },
      ],
    });
    const views = levelViews(
      status,
      [
        {
          id: 'f',
          name: 'Fan',
          backCode: 'FANS',
          order: 1,
          color: '#7f5a2c',
          advantages: [{ title: 'Regalo', icon: 'gift' }],
        },
      ],
      { unit: 'gems', amount: 60 },
    );
    expect(views[0]).toMatchObject({
      name: 'Fan',
      code: 'FANS',
      color: '#7f5a2c',
      current: true,
      benefits: [{ title: 'Regalo', icon: 'gift' }],
    });
    expect(views[0]?.progress).toBeCloseTo(0.6);
    // A level the content does not describe is named by its code, and says what it needs.
    expect(views[1]).toMatchObject({ name: 'LOVER', remainingPoints: 40 });
  });

  it('gives each toussi its product name, or its id, and the missing points only when not obtained', () => {
    const items = toussiItems(
      [
        { productId: 'a', toussiNumber: 1, state: 'obtained', neededPoints: 10, missingPoints: 0 },
        {
          productId: 'b',
          toussiNumber: 2,
          state: 'not-obtained',
          neededPoints: 300,
          missingPoints: 120,
        },
      ],
      [{ id: 'a', name: 'Charm', href: '/a', image: '/a.svg' }],
    );
    expect(items).toEqual([
      { id: '1-a', name: 'Charm', image: '/a.svg', state: 'obtained', missingPoints: 0 },
      { id: '2-b', name: 'b', image: null, state: 'not-obtained', missingPoints: 120 },
    ]);
  });
});
