import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPickupMethod, isShipFromStoreMethod } from '../checkout/shipping-method-kind.js';
import { expressDeliveryMode } from './express-delivery-mode.js';

const MODES = [
  { code: 'standard_es' },
  { code: 'express_es' },
  { code: 'pickup' },
  { code: 'sdd', isSdd: true },
  { code: 'pickup_2h' },
];

describe('expressDeliveryMode', () => {
  it("keeps the bag's home-delivery method, else sets the standard one", () => {
    expect(expressDeliveryMode('express_es', MODES)).toBeNull();
    expect(expressDeliveryMode(null, MODES)).toBe('standard_es');
    expect(expressDeliveryMode('pickup', MODES)).toBe('standard_es');
    expect(expressDeliveryMode('sdd', MODES)).toBe('standard_es');
    expect(expressDeliveryMode('pickup_2h', MODES)).toBe('standard_es');
    // A method the back-end no longer offers, or says is unavailable.
    expect(expressDeliveryMode('express_es', [{ code: 'standard' }])).toBe('standard');
    expect(
      expressDeliveryMode('express_es', [
        { code: 'express_es', available: false },
        { code: 'standard_es' },
      ]),
    ).toBe('standard_es');
  });

  it('never leaves an express order on a pickup or store-checked method', () => {
    const code = fc.constantFrom(
      'standard',
      'standard_es',
      'express',
      'express_pt',
      'pickup',
      'pickup_2h',
      'externalpickup',
      'sdd',
      'sdd_madrid',
    );
    fc.assert(
      fc.property(
        fc.option(code, { nil: null }),
        fc.array(fc.record({ code, available: fc.boolean() }), { maxLength: 6 }),
        (current, modes) => {
          const chosen = expressDeliveryMode(current, modes) ?? current;
          expect(chosen).not.toBeNull();
          expect(isPickupMethod(chosen!)).toBe(false);
          expect(isShipFromStoreMethod(chosen!)).toBe(false);
        },
      ),
    );
  });
});
