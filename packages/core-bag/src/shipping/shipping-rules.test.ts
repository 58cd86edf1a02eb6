import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShippingMethod } from '../entities/shipping-method.schema.js';
import {
  canValidateSddPostalCode,
  sddEnabledAfterValidation,
  sddPostalCodeFromUser,
} from './sdd-postal-code.js';
import { chooseShippingMethod, noShippingMethodAvailable } from './shipping-method-choice.js';

const method = (code: string, extra: Partial<ShippingMethod> = {}): ShippingMethod => ({
  code,
  isSdd: code.startsWith('sdd'),
  available: true,
  priceRanges: [],
  ...extra,
});

describe('shipping method choice (docs/product/shipping.md §3)', () => {
  const methods = [method('standard'), method('express'), method('sdd_madrid')];

  it('keeps a chosen method still offered', () => {
    expect(chooseShippingMethod('express', methods)).toEqual({
      method: methods[1],
      changed: false,
    });
  });

  it('falls back to standard when the chosen one is gone or none is chosen', () => {
    expect(chooseShippingMethod('pickup', methods)).toEqual({ method: methods[0], changed: true });
    expect(chooseShippingMethod(null, methods)).toEqual({ method: methods[0], changed: true });
    expect(chooseShippingMethod(null, [method('standard_ca')]).method?.code).toBe('standard_ca');
  });

  it('sets no standard method the bag cannot travel by (a bag only shops can serve)', () => {
    const shopsOnly = [method('standard', { available: false }), method('pickup')];
    expect(chooseShippingMethod(null, shopsOnly)).toEqual({ method: null, changed: false });
    expect(chooseShippingMethod('pickup', shopsOnly)).toEqual({
      method: shopsOnly[1],
      changed: false,
    });
  });

  it('never sets a method that is not available', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('standard', 'express', 'sdd', 'pickup'), { nil: null }),
        fc.array(
          fc.record({
            code: fc.constantFrom('standard', 'express', 'sdd', 'pickup'),
            available: fc.boolean(),
          }),
          { maxLength: 4 },
        ),
        (current, list) => {
          const choice = chooseShippingMethod(
            current,
            list.map((m) => method(m.code, { available: m.available })),
          );
          if (choice.changed) expect(choice.method?.available).toBe(true);
        },
      ),
    );
  });

  it('treats an empty or all-unavailable list as nothing available', () => {
    expect(noShippingMethodAvailable([])).toBe(true);
    expect(noShippingMethodAvailable([method('standard', { available: false })])).toBe(true);
    expect(noShippingMethodAvailable(methods)).toBe(false);
  });
});

describe('SDD postal code (docs/product/shipping.md §4, §4.2)', () => {
  const methods = [method('standard'), method('sdd')];
  const user = { loggedIn: true, defaultAddressPostalCode: '28001' };

  it('comes from the logged user default address when SDD is on and offered', () => {
    expect(sddPostalCodeFromUser(user, true, methods)).toBe('28001');
    expect(sddPostalCodeFromUser({ ...user, loggedIn: false }, true, methods)).toBeNull();
    expect(sddPostalCodeFromUser(user, false, methods)).toBeNull();
    expect(sddPostalCodeFromUser(user, true, [method('standard')])).toBeNull();
  });

  it('validates only with a postal code and an SDD method; valid when no errors', () => {
    expect(canValidateSddPostalCode('28001', methods)).toBe(true);
    expect(canValidateSddPostalCode(null, methods)).toBe(false);
    expect(canValidateSddPostalCode('28001', [method('standard')])).toBe(false);
    expect(sddEnabledAfterValidation([])).toBe(true);
    expect(sddEnabledAfterValidation([{ reason: 'NO_STORE' }])).toBe(false);
  });
});
