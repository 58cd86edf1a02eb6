import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { payAndOrder, readyGuestCart, startSandbox, type TestSandbox } from './helpers.js';
import { voucherRefusal, type VoucherRule } from '../src/voucher-rules.js';

// Issue 30, vouchers: the welcome voucher once per customer, and not on top of others; the
// reason is in the answer for the bag to show.
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

const C = (guid: string) => `/users/anonymous/carts/${guid}`;
const apply = (guid: string, code: string) =>
  sb.call('POST', `${C(guid)}/vouchers?voucherId=${code}`);

describe('voucher rules over HTTP', () => {
  it('takes the welcome voucher once per customer', async () => {
    const first = await readyGuestCart(sb);
    expect((await apply(first, 'WELCOME10')).status).toBe(200);
    const order = await payAndOrder(sb, first);
    expect(order.appliedVouchers?.map((v: { code: string }) => v.code) ?? ['WELCOME10']).toContain(
      'WELCOME10',
    );
    const second = await readyGuestCart(sb);
    const again = await apply(second, 'welcome10');
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({
      type: 'VoucherOperationError',
      reason: 'alreadyUsed',
      errorCode: 'voucher.alreadyUsed',
    });
    expect(again.body.errors[0].message).toMatch(/once per customer/);
  });

  it('checks it again when the order is placed, for a guest who gave the e-mail later', async () => {
    const cart = await sb.call('POST', '/users/anonymous/carts');
    const guid = cart.body.guid as string;
    await sb.call('POST', `${C(guid)}/entries`, {
      body: { product: { code: '100701' }, quantity: 1 },
    });
    expect((await apply(guid, 'WELCOME10')).status).toBe(200);
    const ready = await readyGuestCart(sb);
    // Same e-mail as the first test's order (readyGuestCart's guest@example.com).
    await sb.call('PUT', `${C(guid)}/addresses/delivery`, {
      body: (await sb.call('GET', C(ready))).body.deliveryAddress,
    });
    await sb.call('PUT', `${C(guid)}/deliverymode?deliveryModeId=standard`);
    await sb.call('PUT', `${C(guid)}/email?email=guest@example.com`);
    const paid = await sb.call('POST', `${C(guid)}/cashondelivery/card/createpayment`, {
      body: {},
    });
    expect(paid.status).toBe(400);
    expect(paid.body.errors[0]).toMatchObject({ reason: 'alreadyUsed' });
  });

  it('does not stack the welcome voucher with others; others combine', async () => {
    const guid = await readyGuestCart(sb);
    await sb.call('PUT', `${C(guid)}/email?email=new-customer@example.com`);
    expect((await apply(guid, 'SANDBOX5')).status).toBe(200);
    expect((await apply(guid, 'FREESHIP')).status).toBe(200);
    const welcome = await apply(guid, 'WELCOME10');
    expect(welcome.status).toBe(400);
    expect(welcome.body.errors[0]).toMatchObject({ reason: 'notCombinable' });
    const vouchers = (await sb.call('GET', `${C(guid)}/vouchers`)).body.vouchers;
    expect(vouchers.map((v: { code: string }) => v.code).sort()).toEqual(['FREESHIP', 'SANDBOX5']);
  });
});

describe('voucherRefusal (pure)', () => {
  const rule = fc.record({ oncePerCustomer: fc.boolean(), exclusive: fc.boolean() });
  it('never lets an exclusive voucher share a bag, nor a once-per-customer one be used twice', () => {
    fc.assert(
      fc.property(rule, fc.array(rule, { maxLength: 4 }), fc.boolean(), (r, others, used) => {
        const why = voucherRefusal(r as VoucherRule, others, used);
        if (r.oncePerCustomer && used) expect(why).toBe('alreadyUsed');
        else if (others.length > 0 && (r.exclusive || others.some((o) => o.exclusive)))
          expect(why).toBe('notCombinable');
        else expect(why).toBeNull();
      }),
    );
  });
});
