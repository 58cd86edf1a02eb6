import { describe, expect, it } from 'vitest';
import { fakeCheckoutPort, fakePaymentPort } from '../../test/fake-ports.js';
import { memoryStore, purchase } from '../../test/fixtures.js';
import type { PaymentPort } from '../ports/payment-port.js';
import { runVerification } from './run-verification.js';
import { verificationPlan } from './verification-plan.js';

const ok = { status: 'SUCCESS', orderCode: 'O-1' };
const noSleep = { sleep: () => Promise.resolve() };

function setup(overrides: Partial<PaymentPort>, oneyReference: string | null = null) {
  const payment = fakePaymentPort(overrides);
  const checkout = fakeCheckoutPort({ getOrderByCartId: () => Promise.resolve(purchase('O-AMZ')) });
  const memory = memoryStore(oneyReference);
  const deps = {
    payment: payment.port,
    checkout: checkout.port,
    store: memory.store,
    retry: noSleep,
  };
  const verify = (mode: string, params: Record<string, string> = {}) =>
    runVerification(deps, { plan: verificationPlan(mode, params), cartId: 'cart-1', params });
  return { verify, calls: payment.calls, memory };
}

/** [payment mode, return params, the port entry it must use] */
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

describe('runVerification', () => {
  for (const [mode, params, entry] of CASES) {
    it(`${mode} ${JSON.stringify(params)}: verifies through ${entry}, polling IN_PROCESS`, async () => {
      const answers = [{ status: 'IN_PROCESS' }, ok];
      const { verify, calls } = setup({ [entry]: () => Promise.resolve(answers.shift() ?? ok) });
      await expect(verify(mode, params)).resolves.toEqual(ok);
      expect(calls.map((c) => c.name)).toEqual([entry, entry]);
    });

    it(`${mode} ${JSON.stringify(params)}: a failing ${entry} rejects`, async () => {
      const { verify } = setup({ [entry]: () => Promise.reject(new Error('refused')) });
      await expect(verify(mode, params)).rejects.toThrow('refused');
    });
  }

  it('passes MD and PaRes to 3D Secure verify, including the cart for wallets', async () => {
    const { verify, calls } = setup({ verify3dSecure: () => Promise.resolve(ok) });
    await verify('card', { MD: 'm', PaRes: 'p' });
    await verify('googlepay', { MD: 'm2', PaRes: 'p2' });
    expect(calls.map((c) => c.args[0])).toEqual([
      { cartId: 'cart-1', md: 'm', paRes: 'p', includeCart: false },
      { cartId: 'cart-1', md: 'm2', paRes: 'p2', includeCart: true },
    ]);
  });

  it('Oney uses the stored merchant reference, then removes it, even on failure', async () => {
    const good = setup({ acceptOney: () => Promise.resolve(ok) }, 'REF-1');
    await expect(good.verify('oney')).resolves.toEqual(ok);
    expect(good.calls[0]?.args[0]).toMatchObject({ merchantReference: 'REF-1' });
    expect(good.memory.reference).toBeNull();

    const bad = setup({ acceptOney: () => Promise.reject(new Error('refused')) }, 'REF-2');
    await expect(bad.verify('oney')).rejects.toThrow('refused');
    expect(bad.memory.reference).toBeNull();

    const none = setup({ acceptOney: () => Promise.resolve(ok) });
    await expect(none.verify('oney')).rejects.toThrow('merchant reference');
  });

  it('Addi accepts, polls the status, then confirms the order', async () => {
    const statuses = [{ status: 'IN_PROCESS' }, { status: 'SUCCESS' }];
    const { verify, calls } = setup({
      acceptAddi: () => Promise.resolve({ status: 'IN_PROCESS' }),
      getAddiStatus: () => Promise.resolve(statuses.shift() ?? ok),
      confirmAddiOrder: () => Promise.resolve(ok),
    });
    await expect(verify('addi')).resolves.toEqual(ok);
    expect(calls.map((c) => c.name)).toEqual([
      'acceptAddi',
      'getAddiStatus',
      'getAddiStatus',
      'confirmAddiOrder',
    ]);

    const refused = setup({ acceptAddi: () => Promise.resolve({ status: 'REFUSED' }) });
    await expect(refused.verify('addi')).resolves.toEqual({ status: 'REFUSED' });
  });

  it('Powertranz verifies with the token and a system token', async () => {
    const { verify, calls } = setup({
      getPowertranzSystemToken: () => Promise.resolve('SYS'),
      acceptPowertranz: () => Promise.resolve(ok),
    });
    await verify('powertranz', { token: 'TOK' });
    expect(calls[1]?.args[0]).toEqual({ cartId: 'cart-1', token: 'TOK', systemToken: 'SYS' });
  });

  it('falls back to the recursive verify call for a recursive method without its own accept', async () => {
    const payment = fakePaymentPort({ verifyRecursive: () => Promise.resolve(ok) });
    const checkout = fakeCheckoutPort();
    const deps = {
      payment: payment.port,
      checkout: checkout.port,
      store: memoryStore().store,
      retry: noSleep,
    };
    await expect(
      runVerification(deps, {
        plan: { kind: 'recursive', method: 'newpay' },
        cartId: 'c',
        params: {},
      }),
    ).resolves.toEqual(ok);
    expect(payment.calls[0]).toEqual({
      name: 'verifyRecursive',
      args: [{ cartId: 'c', params: {}, method: 'newpay' }],
    });
  });

  it('Amazon Pay without 3DS looks the order up without a user', async () => {
    const { verify } = setup({});
    await expect(verify('amazonpay')).resolves.toEqual({
      status: 'SUCCESS',
      orderCode: 'O-AMZ',
      email: 'ana@example.com',
    });
  });
});
