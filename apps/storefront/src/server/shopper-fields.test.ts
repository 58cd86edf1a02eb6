import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isEntryPath, shopperEntryBody } from './shopper-fields.js';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const parsed = (body: Uint8Array) => JSON.parse(new TextDecoder().decode(body)) as unknown;

describe('the fields a shopper may set on a bag line (issue 30, hole 1)', () => {
  it('names the entry calls, however they are spelled', () => {
    for (const path of [
      '/occ/v2/es-es/users/anonymous/carts/abc/entries',
      '/occ/v2/es-es/users/current/carts/current/entries/0',
      '/occ/v2/es-es/users/current/carts/current/entries/multiple',
      '/occ/v2/es-es/users/anonymous/carts/abc/entries/engravings',
      '/occ/v2/es-es/users/anonymous/carts/abc/entries/Engr%61vings',
      '/occ/v2/es-es/users/current/carts/current/entr%69es',
      '/occ/v2/es-es/users/current/carts/current/Entries;x=1',
    ])
      expect(isEntryPath(path), path).toBe(true);
    expect(isEntryPath('/occ/v2/es-es/users/current/carts/current/vouchers')).toBe(false);
    // A gift card's text is its own body (to, from, message): the line's fields would drop it.
    expect(isEntryPath('/occ/v2/es-es/users/current/carts/current/entries/giftcardinfo/0')).toBe(
      false,
    );
  });

  it('drops gift flags and prices from one entry and from many', () => {
    const line = {
      product: { code: '100701', price: { value: 0 } },
      quantity: 99,
      isGift: true,
      basePrice: { value: 0 },
      totalPrice: { value: 0 },
      engravingInfo: { text: 'A' },
    };
    expect(parsed(shopperEntryBody(bytes(line)))).toEqual({
      product: { code: '100701' },
      quantity: 99,
      engravingInfo: { text: 'A' },
    });
    expect(parsed(shopperEntryBody(bytes({ orderEntries: [line], isGift: true })))).toEqual({
      orderEntries: [{ product: { code: '100701' }, quantity: 99, engravingInfo: { text: 'A' } }],
    });
  });

  it("keeps of a personalised piece's charms only the anchor and the product code", () => {
    const line = {
      product: { code: '100701', price: 0 },
      quantity: 1,
      personalisationInfo: {
        charms: [{ anchorId: 'A1', product: { code: '108001', price: 0 }, isGift: true }],
        totalPrice: 0,
      },
    };
    expect(parsed(shopperEntryBody(bytes(line)))).toEqual({
      product: { code: '100701' },
      quantity: 1,
      personalisationInfo: { charms: [{ anchorId: 'A1', product: { code: '108001' } }] },
    });
  });

  it('never lets a key outside the allow-list through, whatever the body', () => {
    const allowed = new Set([
      'product',
      'code',
      'quantity',
      'engravingInfo',
      'giftCardInfo',
      'personalisationInfo',
      'orderEntries',
    ]);
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue()), (body) => {
        const kept = parsed(shopperEntryBody(bytes(body)));
        for (const key of Object.keys(kept as object)) expect(allowed.has(key)).toBe(true);
      }),
    );
  });

  it('passes a body that is not a JSON object through for the back-end to refuse', () => {
    const broken = new TextEncoder().encode('{"quantity":');
    expect(shopperEntryBody(broken)).toBe(broken);
  });
});
