import { describe, expect, it } from 'vitest';
import { address } from '../../test/fixtures.js';
import { readCheckoutData, readDeliveryModes } from './checkout-data.js';

describe('checkout data', () => {
  it('reads addresses, countries and delivery modes', () => {
    const data = {
      addresses: [{ ...address(), defaultAddress: true }],
      countries: [{ code: 'ES', name: 'España' }],
      deliveryModes: [{ code: 'standard' }],
    };
    expect(readCheckoutData(data)).toEqual(data);
  });

  it('refuses malformed data', () => {
    expect(readCheckoutData(null)).toBeNull();
    expect(readCheckoutData({ addresses: 'none', countries: [], deliveryModes: [] })).toBeNull();
    expect(readDeliveryModes([{ code: '' }])).toBeNull();
    expect(readDeliveryModes('sdd')).toBeNull();
  });
});
