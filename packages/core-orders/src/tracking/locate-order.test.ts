import { describe, expect, it } from 'vitest';
import { locateOrderUrl } from './locate-order.js';

describe('locateOrderUrl', () => {
  it('prefers the AfterShip link', () => {
    expect(
      locateOrderUrl({ trackURL: 'https://carrier/1', afterShipTrackURL: 'https://as/1' }),
    ).toBe('https://as/1');
  });
  it('falls back on the carrier link when AfterShip is absent or blank', () => {
    expect(locateOrderUrl({ trackURL: 'https://carrier/1' })).toBe('https://carrier/1');
    expect(locateOrderUrl({ trackURL: 'https://carrier/1', afterShipTrackURL: ' ' })).toBe(
      'https://carrier/1',
    );
    expect(locateOrderUrl({ trackURL: 'https://carrier/1', afterShipTrackURL: null })).toBe(
      'https://carrier/1',
    );
  });
  it('is null without any link', () => {
    expect(locateOrderUrl({})).toBeNull();
    expect(locateOrderUrl({ trackURL: '', afterShipTrackURL: null })).toBeNull();
  });
});
