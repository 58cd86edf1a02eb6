import { describe, expect, it } from 'vitest';
import { address } from '../../test/fixtures.js';
import { checkoutDataSchema, deliveryModesSchema } from './checkout-data.js';

describe('checkout data', () => {
  it('reads addresses, countries and delivery modes', () => {
    const data = {
      addresses: [{ ...address(), defaultAddress: true }],
      countries: [{ code: 'ES', name: 'España' }],
      deliveryModes: [{ code: 'standard' }],
    };
    expect(checkoutDataSchema.parse(data)).toEqual(data);
  });

  it('refuses malformed data', () => {
    expect(checkoutDataSchema.safeParse(null).success).toBe(false);
    expect(
      checkoutDataSchema.safeParse({ addresses: 'none', countries: [], deliveryModes: [] }).success,
    ).toBe(false);
    expect(deliveryModesSchema.safeParse([{ code: '' }]).success).toBe(false);
    expect(deliveryModesSchema.safeParse('sdd').success).toBe(false);
  });
});
