import { describe, expect, it } from 'vitest';
import { fakeCheckoutPort, fakePaymentPort } from '../../test/fake-ports.js';
import { memoryStore, purchase } from '../../test/fixtures.js';
import type { PaymentPort } from '../ports/payment-port.js';
import { finishVerification, pollVerification, startVerification } from './verification-calls.js';
import { verificationPlan } from './verification-plan.js';

const ok = { status: 'SUCCESS', orderCode: 'O-1' };

function setup(overrides: Partial<PaymentPort>, oneyReference: string | null = null) {
  const payment = fakePaymentPort(overrides);
  const checkout = fakeCheckoutPort({ getOrderByCartId: () => Promise.resolve(purchase('O-AMZ')) });
  const memory = memoryStore(oneyReference);
  const deps = { payment: payment.port, checkout: checkout.port, store: memory.store };
  const start = (mode: string, params: Record<string, string> = {}) =>
    startVerification(deps, { plan: verificationPlan(mode, params), cartId: 'cart-1', params });
  return { deps, start, calls: payment.calls, memory };
}

/** [payment mode, return params, the port entry its poll must call] */
const CASES: [string, Record<string, string>, keyof PaymentPort][] = [
  ['card', { MD: 'm', PaRes: 'p' }, 'verify3dSecure'],
  ['googlepay', { MD: 'm', PaRes: 'p' }, 'verify3dSecure'],
  ['amazonpay', { is3DSecure: 'true', MD: 'm', PaRes: 'p' }, 'verify3dSecure'],
  ['mercadopago', {}, 'acceptMercadoPago'],
  ['yookassa', {}, 'acceptYookassaOrder'],
  ['payu', {}, 'acceptPayuOrder'],
  ['p24', {}, 'acceptP24Order'],
  ['blik', {}, 'acceptP24Order'],
  ['kueski', {}, 'acceptKueskiOrder'],
  ['bizum', {}, 'acceptBizum'],
  ['tabby', { paymentId: 'pay', orderCode: 'O' }, 'acceptTabbyOrder'],
  ['klarna', {}, 'acceptKlarna'],
  ['afterpaytouch', {}, 'acceptAfterpayTouch'],
  ['multibanco', {}, 'acceptMultibanco'],
  ['giropay', {}, 'acceptGiropay'],
  ['mbway', {}, 'acceptMbway'],
  ['pelecard', {}, 'acceptPelecardOrder'],
  ['fac', {}, 'acceptFacOrder'],
  ['paypal', { paymentId: 'PAY', token: 'T', PayerID: 'P' }, 'acceptPaypalOrder'],
  ['paypal', { isExpress: 'true' }, 'acceptPaypalExpressOrder'],
  ['cashondelivery', {}, 'verifyGeneric'],
];

describe('verification calls', () => {
  for (const [mode, params, entry] of CASES) {
    it(`${mode} ${JSON.stringify(params)}: polls ${entry}, with no call before`, async () => {
      const { deps, start, calls } = setup({ [entry]: () => Promise.resolve(ok) });
      const started = await start(mode, params);
      expect(calls).toEqual([]);
      expect(started).toMatchObject({ kind: 'poll', poll: { call: entry }, finish: null });
      if (started.kind !== 'poll') return;
      await expect(pollVerification(deps.payment, started.poll)).resolves.toEqual(ok);
      expect(calls.map((c) => c.name)).toEqual([entry]);
    });
  }

  it('passes MD and PaRes to 3D Secure verify, including the cart for wallets', async () => {
    const { start } = setup({});
    expect(await start('card', { MD: 'm', PaRes: 'p' })).toMatchObject({
      poll: { request: { cartId: 'cart-1', md: 'm', paRes: 'p', includeCart: false } },
    });
    expect(await start('googlepay', { MD: 'm2', PaRes: 'p2' })).toMatchObject({
      poll: { request: { cartId: 'cart-1', md: 'm2', paRes: 'p2', includeCart: true } },
    });
  });

  it('Oney takes the stored merchant reference and removes it at once; none is an error', async () => {
    const good = setup({}, 'REF-1');
    expect(await good.start('oney')).toMatchObject({
      poll: { call: 'acceptOney', request: { merchantReference: 'REF-1' } },
    });
    expect(good.memory.reference).toBeNull();
    await expect(setup({}).start('oney')).rejects.toThrow('merchant reference');
  });

  it('Addi accepts first, then polls its status and closes with the order confirmation', async () => {
    const { deps, start, calls } = setup({
      acceptAddi: () => Promise.resolve({ status: 'IN_PROCESS' }),
      confirmAddiOrder: () => Promise.resolve(ok),
    });
    expect(await start('addi')).toEqual({
      kind: 'poll',
      poll: { call: 'getAddiStatus', request: 'cart-1' },
      finish: 'confirmAddiOrder',
    });
    await expect(finishVerification(deps.payment, 'cart-1', 'confirmAddiOrder')).resolves.toEqual(
      ok,
    );
    expect(calls.map((c) => c.name)).toEqual(['acceptAddi', 'confirmAddiOrder']);

    const refused = setup({ acceptAddi: () => Promise.resolve({ status: 'REFUSED' }) });
    expect(await refused.start('addi')).toEqual({
      kind: 'settled',
      verification: { status: 'REFUSED' },
    });
  });

  it('Powertranz gets a system token first and polls with it', async () => {
    const { start } = setup({ getPowertranzSystemToken: () => Promise.resolve('SYS') });
    expect(await start('powertranz', { token: 'TOK' })).toMatchObject({
      poll: {
        call: 'acceptPowertranz',
        request: { cartId: 'cart-1', token: 'TOK', systemToken: 'SYS' },
      },
    });
  });

  it('falls back to the recursive verify call for a recursive method without its own accept', async () => {
    const { deps } = setup({});
    expect(
      await startVerification(deps, {
        plan: { kind: 'recursive', method: 'newpay' },
        cartId: 'c',
        params: {},
      }),
    ).toMatchObject({
      poll: { call: 'verifyRecursive', request: { cartId: 'c', params: {}, method: 'newpay' } },
    });
  });

  it('Amazon Pay without 3DS looks the order up without a user: settled at once', async () => {
    const { start } = setup({});
    await expect(start('amazonpay')).resolves.toEqual({
      kind: 'settled',
      verification: { status: 'SUCCESS', orderCode: 'O-AMZ', email: 'ana@example.com' },
    });
  });
});
