import { describe, expect, it } from 'vitest';
import { address } from '../../test/fixtures.js';
import {
  autoFillAddress,
  fallbackMethodCode,
  needsAutoFill,
  standardMethodCode,
} from './auto-fill.js';

describe('auto-fill', () => {
  const home = { ...address({ postalCode: '08001', id: 'home' }), defaultAddress: true };
  const work = { ...address({ postalCode: '28 001', id: 'work' }) };

  it('fills in only a logged user with no shipping address on the bag', () => {
    expect(needsAutoFill({ isGuest: false, bagShippingAddress: null })).toBe(true);
    expect(needsAutoFill({ isGuest: true, bagShippingAddress: null })).toBe(false);
    expect(needsAutoFill({ isGuest: false, bagShippingAddress: address() })).toBe(false);
  });

  it('prefers the address matching the pickup postal code, then the default one', () => {
    expect(autoFillAddress([home, work], '28001')?.id).toBe('work');
    expect(autoFillAddress([home, work], '99999')?.id).toBe('home');
    expect(autoFillAddress([home, work], null)?.id).toBe('home');
    expect(autoFillAddress([work], null)?.id).toBe('work');
    expect(autoFillAddress([], null)).toBeNull();
  });

  it('picks the standard method, and the first available method as ship-from-store fallback', () => {
    expect(standardMethodCode([{ code: 'express' }, { code: 'standard_ca' }])).toBe('standard_ca');
    expect(standardMethodCode([])).toBe('standard');
    expect(fallbackMethodCode([{ code: 'sdd', available: false }, { code: 'standard' }])).toBe(
      'standard',
    );
    expect(fallbackMethodCode([{ code: 'sdd', available: false }])).toBe('sdd');
    expect(fallbackMethodCode([])).toBeNull();
  });
});
