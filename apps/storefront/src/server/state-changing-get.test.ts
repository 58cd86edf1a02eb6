import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changesStateOnGet } from './state-changing-get.js';

describe('GET paths that change state (issue 30, hole 9)', () => {
  it('names the payment accept, confirm and verify calls', () => {
    for (const path of [
      '/occ/v2/es-es/paypal/acceptorder',
      '/occ/v2/es-es/adyen/klarna/accept',
      '/occ/v2/pt-pt/adyen/mbway/accept',
      '/occ/v2/co-es/addi/confirmorder',
      '/occ/v2/es-es/payments/pay_1/verify',
      '/occ/v2/es-es/payments/pay_1/verify/3ds',
      '/occ/v2/es-es/payments/pay_1/verify/recursive',
      '/occ/v2/es-es/paypal/acceptord%65r',
      '/occ/v2/es-es/paypal/AcceptOrder;x=1',
      '/occ/v2/es-es/paypal/acceptorder.json',
      '/occ/v2/es-es/paypal/acceptorder/',
    ])
      expect(changesStateOnGet(path), path).toBe(true);
  });

  it('leaves reads alone', () => {
    for (const path of [
      '/occ/v2/es-es/payments/pay_1',
      '/occ/v2/es-es/addi/status',
      '/occ/v2/es-es/products/100701',
      '/occ/v2/es-es/users/anonymous/carts/abc',
    ])
      expect(changesStateOnGet(path), path).toBe(false);
  });

  it('holds whatever segments come before an accept path', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(segment, fc.array(segment, { minLength: 1, maxLength: 3 }), (site, middle) => {
        const base = `/occ/v2/${site}/${middle.join('/')}`;
        expect(changesStateOnGet(`${base}/accept`)).toBe(true);
        expect(changesStateOnGet(`${base}/acceptorder`)).toBe(true);
      }),
    );
  });
});
