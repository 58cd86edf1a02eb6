import { describe, expect, it } from 'vitest';
import {
  returnPortalRedirectParams,
  returnPortalSchema,
  sortReturnOptions,
} from './return-portal.js';

describe('returnPortalSchema', () => {
  it('reads conditions and reasons, general and per order', () => {
    const portal = returnPortalSchema.parse({
      conditions: [{ name: 'Unused', code: 'C1', order: 1 }],
      reasons: [{ name: 'Too small', code: 'R1', order: 2 }],
      orderReasons: [{ name: 'Damaged', code: 'R9', order: 1 }],
    });
    expect(portal.orderConditions).toEqual([]);
    expect(portal.orderReasons[0]?.code).toBe('R9');
  });
  it('rejects options without a code', () => {
    expect(returnPortalSchema.safeParse({ reasons: [{ name: 'x', order: 1 }] }).success).toBe(
      false,
    );
  });
  it('sorts options by order, stably', () => {
    const sorted = sortReturnOptions([
      { name: 'b', code: 'b', order: 2 },
      { name: 'a', code: 'a', order: 1 },
      { name: 'c', code: 'c', order: 2 },
    ]);
    expect(sorted.map((o) => o.code)).toEqual(['a', 'b', 'c']);
  });
});

describe('returnPortalRedirectParams', () => {
  it('names the order and the shipping e-mail as the portal expects', () => {
    expect(returnPortalRedirectParams('0001', 'ana@example.com')).toEqual({
      OrderID: '0001',
      ShippingEmail: 'ana@example.com',
    });
  });
});
