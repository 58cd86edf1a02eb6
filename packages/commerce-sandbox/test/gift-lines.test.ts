import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, startSandbox, type TestSandbox } from './helpers.js';

// Issue 31 point 1 (docs/product/bag.md §3): the back-end makes the gift line of a fired
// gift-with-purchase promotion itself, and takes it away when the bag falls below.
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

interface Line {
  entryNumber: number;
  quantity: number;
  isGift: boolean;
  product: { code: string };
  totalPrice: { value: number };
}
const gifts = (cart: { entries: Line[] }) => cart.entries.filter((e) => e.isGift);

async function bagOver(threshold: number) {
  const guid = (await sb.call('POST', '/users/anonymous/carts')).body.guid as string;
  const C = `/users/anonymous/carts/${guid}`;
  // 100701 costs 59.95 on es-es: one stays under the first threshold.
  await sb.call('POST', `${C}/entries`, { body: { code: '100701', quantity: 1 } });
  let cart = (await sb.call('GET', C)).body;
  const unit = cart.entries[0].basePrice.value as number;
  const quantity = Math.ceil(threshold / unit);
  await sb.call('PATCH', `${C}/entries/0`, { body: { quantity } });
  cart = (await sb.call('GET', C)).body;
  return { C, cart, unit, quantity };
}

describe('gift lines (issue 31, 1)', () => {
  it('adds the gift of a fired promotion once, free and not counted', async () => {
    const { C, cart } = await bagOver(100);
    const fired = cart.gwpPromotions.filter((g: { successful: boolean }) => g.successful);
    expect(fired.map((g: { code: string }) => g.code)).toContain('GWP_100');
    const lines = gifts(cart);
    expect(lines.map((l) => l.product.code)).toEqual(
      fired.map((g: { giftProduct: string }) => g.giftProduct),
    );
    for (const line of lines) expect(line).toMatchObject({ quantity: 1, totalPrice: { value: 0 } });
    expect(cart.totalUnitCount).toBe(cart.entries[0].quantity);
    // Another change keeps one gift line, not two.
    await sb.call('POST', `${C}/entries`, { body: { code: '101271', quantity: 1 } });
    expect(gifts((await sb.call('GET', C)).body)).toHaveLength(lines.length);
  });

  it('refuses a shopper changing the gift line, and removes it below the threshold', async () => {
    const { C, cart } = await bagOver(100);
    const gift = gifts(cart)[0]!;
    const changed = await sb.call('PATCH', `${C}/entries/${gift.entryNumber}`, {
      body: { quantity: 3 },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.errors[0]).toMatchObject({ reason: 'giftEntry' });
    await sb.call('PATCH', `${C}/entries/0`, { body: { quantity: 1 } });
    expect(gifts((await sb.call('GET', C)).body)).toEqual([]);
  });

  it('gives both gifts over 200 and carries them into the order', async () => {
    const { C, cart } = await bagOver(200);
    expect(gifts(cart).length).toBe(2);
    await sb.call('PUT', `${C}/addresses/delivery`, { body: ADDRESS });
    await sb.call('PUT', `${C}/deliverymode?deliveryModeId=standard`);
    await sb.call('PUT', `${C}/email?email=guest@example.com`);
    const paid = await sb.call('POST', `${C}/cashondelivery/card/createpayment`, { body: {} });
    expect(paid.status).toBe(201);
    const orderGifts = (paid.body.order.entries as Line[]).filter((e) => e.isGift);
    expect(orderGifts.map((e) => e.product.code).sort()).toEqual(
      gifts(cart)
        .map((e) => e.product.code)
        .sort(),
    );
    expect(paid.body.order.totalPrice.value).toBe(cart.totalPrice.value);
  });
});
