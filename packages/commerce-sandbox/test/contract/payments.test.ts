import type { Money } from '@atelier/core-catalogue';
import { classifyPaymentError, type PaymentPort } from '@atelier/core-checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageFetchHybrisError } from '@atelier/adapters-commerce';
import { cartIdOf, inStockProducts, MADRID_ADDRESS, readyGuestBag } from './fixtures.js';
import { CARDS, startSandbox, type ContractSandbox } from './sandbox.js';

let sandbox: ContractSandbox;
let products: string[];
let next = 0;
beforeAll(async () => {
  sandbox = await startSandbox();
  products = await inStockProducts(sandbox.client());
}, 60_000);
afterAll(() => sandbox.close());

const RETURN_URL = 'https://shop.example/es-es/checkout/confirmation';

/** A fresh guest bag ready to pay, and its total. */
async function bagToPay(): Promise<{ cartId: string; amount: Money }> {
  const client = sandbox.client();
  const code = products[next++ % products.length] ?? '';
  const bag = await readyGuestBag(client, code);
  const total = bag.priceSummary?.totalAfterShipment?.value ?? 0;
  return { cartId: cartIdOf(bag), amount: { value: total, currency: 'EUR' } };
}

function card(number: string) {
  return {
    encryptedCardNumber: number,
    encryptedExpiryMonth: '12',
    encryptedExpiryYear: '2031',
    encryptedSecurityCode: '737',
  };
}

describe('card (docs/product/payments.md §2.1)', () => {
  it('an authorised card places the order', async () => {
    const { cartId, amount } = await bagToPay();
    const result = await sandbox.client().payments.createCardPayment({
      cartId,
      returnUrl: RETURN_URL,
      holderName: 'Ana García',
      brand: 'visa',
      amount,
      card: card(CARDS.authorised),
      storeCard: false,
    });
    expect(result.kind).toBe('order');
    const order = result.kind === 'order' ? result.orderCode : '';
    await expect(sandbox.client().bag.findOrderForCart(cartId)).resolves.toEqual({ code: order });
  });

  it('a 3DS2 card asks for a fingerprint, then a challenge, then places the order', async () => {
    const { cartId, amount } = await bagToPay();
    const payments = sandbox.client().payments;
    const fingerprint = await payments.createCardPayment({
      cartId,
      returnUrl: RETURN_URL,
      holderName: 'Ana García',
      brand: 'visa',
      amount,
      card: card(CARDS.challenge),
      storeCard: false,
    });
    expect(fingerprint.kind).toBe('fingerprint');
    if (fingerprint.kind !== 'fingerprint') return;
    const challenge = await payments.authorise3ds2({
      cartId,
      paymentData: fingerprint.paymentData,
      details: { 'threeds2.fingerprint': 'fp-result' },
    });
    expect(challenge.kind).toBe('challenge');
    if (challenge.kind !== 'challenge') return;
    const order = await payments.authorise3ds2({
      cartId,
      paymentData: challenge.paymentData,
      details: { 'threeds2.challengeResult': 'Y' },
    });
    expect(order.kind).toBe('order');
  });

  it('a billing address travels in OCC shape and the order keeps it, the region by its code', async () => {
    const client = sandbox.client();
    // The billing step's shape (docs/product/checkout.md §8.2): places as plain strings, the region
    // by its ISO 3166-2 code whether copied from shipping or picked by the shopper.
    const billing = {
      name: 'Lucía',
      surname: 'Pérez',
      secondSurname: 'Gil',
      address: 'Gran Vía 1',
      additionalAddress: '3º B',
      postalCode: '28013',
      city: 'Madrid',
      country: 'ES',
      phone: '+34600000001',
    };
    for (const region of ['ES-M', 'ES-B']) {
      const { cartId, amount } = await bagToPay();
      const paid = await client.payments.createCardPayment({
        cartId,
        returnUrl: RETURN_URL,
        holderName: 'Lucía Pérez',
        brand: 'visa',
        amount,
        card: card(CARDS.authorised),
        storeCard: false,
        billingAddress: { ...billing, region },
      });
      expect(paid.kind).toBe('order');
      const orderCode = paid.kind === 'order' ? paid.orderCode : '';
      const order = await client.orders.trackOrder({ orderCode, email: 'guest@example.com' });
      expect(order.billingAddress).toEqual({ ...billing, region });
      expect(order.deliveryAddress).toMatchObject({ name: 'Ana', address: 'Calle de Alcalá 1' });
    }
  });

  it('a refused card is a typed payment error', async () => {
    const { cartId, amount } = await bagToPay();
    const error = await sandbox
      .client()
      .payments.createCardPayment({
        cartId,
        returnUrl: RETURN_URL,
        holderName: 'Ana García',
        brand: 'visa',
        amount,
        card: card(CARDS.refused),
        storeCard: false,
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PageFetchHybrisError);
    expect(classifyPaymentError(error)).toBe('generic');
  });

  it('a logged user pays with a stored card', async () => {
    const user = await sandbox.login();
    const [card] = await user.account.getStoredCards();
    const bag = await user.bag.createBag({});
    const cartId = bag.code ?? '';
    await user.bag.addEntries(cartId, [{ productCode: products[0] ?? '', quantity: 1 }]);
    await user.bag.setDeliveryAddress(cartId, MADRID_ADDRESS);
    const ready = await user.bag.setDeliveryMode(cartId, 'standard');
    const result = await user.payments.createCardPayment({
      cartId,
      returnUrl: RETURN_URL,
      holderName: card?.holderName ?? '',
      brand: card?.type ?? 'visa',
      amount: { value: ready.priceSummary?.totalAfterShipment?.value ?? 0, currency: 'EUR' },
      card: { storedCardId: card?.id ?? '', encryptedSecurityCode: '737' },
      storeCard: false,
    });
    expect(result.kind).toBe('order');
  });

  it('lists the supported card types', async () => {
    expect(await sandbox.client().payments.getSupportedCardTypes()).toContain('visa');
  });
});

type Create = keyof Pick<
  PaymentPort,
  | 'createKlarnaPayment'
  | 'createAfterpayTouchPayment'
  | 'createOneyPayment'
  | 'createGiropayPayment'
  | 'createBizumPayment'
  | 'createPaypalPayment'
  | 'createMercadoPagoPayment'
  | 'createPelecardPayment'
  | 'createYookassaPayment'
  | 'createPayuPayment'
  | 'createTabbyPayment'
  | 'createAddiPayment'
  | 'createFacPayment'
  | 'createKueskiPayment'
>;
type Accept = keyof Pick<
  PaymentPort,
  | 'acceptKlarna'
  | 'acceptAfterpayTouch'
  | 'acceptGiropay'
  | 'acceptBizum'
  | 'acceptPaypalExpressOrder'
  | 'acceptPelecardOrder'
  | 'acceptP24Order'
  | 'acceptYookassaOrder'
  | 'acceptPayuOrder'
  | 'acceptFacOrder'
  | 'acceptKueskiOrder'
  | 'acceptAddi'
  | 'acceptMercadoPago'
>;

/** Redirect methods: create -> provider redirect; accept answers IN_PROCESS, then success. */
const REDIRECTS: [Create, Accept][] = [
  ['createKlarnaPayment', 'acceptKlarna'],
  ['createAfterpayTouchPayment', 'acceptAfterpayTouch'],
  ['createGiropayPayment', 'acceptGiropay'],
  ['createBizumPayment', 'acceptBizum'],
  ['createPaypalPayment', 'acceptPaypalExpressOrder'],
  ['createMercadoPagoPayment', 'acceptMercadoPago'],
  ['createPelecardPayment', 'acceptPelecardOrder'],
  ['createYookassaPayment', 'acceptYookassaOrder'],
  ['createPayuPayment', 'acceptPayuOrder'],
  ['createAddiPayment', 'acceptAddi'],
  ['createFacPayment', 'acceptFacOrder'],
  ['createKueskiPayment', 'acceptKueskiOrder'],
];

function paymentIdOf(url: string): string {
  return url.split('/').pop() ?? '';
}

describe('redirect methods: create, accept and verify (docs/product/commerce-api.md §10.1, §10.2)', () => {
  it.each(REDIRECTS)('%s redirects and %s ends in success', async (create, accept) => {
    const { cartId } = await bagToPay();
    const payments = sandbox.client().payments;
    const created = await payments[create]({ cartId, returnUrl: RETURN_URL });
    expect(created.kind).toBe('redirect');
    if (created.kind !== 'redirect') return;
    const params = { paymentId: paymentIdOf(created.url) };
    const statuses: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const result = await payments[accept]({ cartId, params });
      statuses.push(result.status);
      if (result.status !== 'IN_PROCESS') {
        expect(result.orderCode).toBeTruthy();
        break;
      }
    }
    expect(statuses.at(-1)).toBe('SUCCESS');
  });

  it('PayPal accept passes paymentId, token and PayerID back', async () => {
    const { cartId } = await bagToPay();
    const payments = sandbox.client().payments;
    const created = await payments.createPaypalPayment({ cartId, returnUrl: RETURN_URL });
    const paymentId = created.kind === 'redirect' ? paymentIdOf(created.url) : '';
    const result = await payments.acceptPaypalOrder({
      cartId,
      paymentId,
      token: 'EC-1',
      payerId: 'P1',
    });
    expect(['IN_PROCESS', 'SUCCESS']).toContain(result.status);
  });

  it('Oney and Tabby accept with their own parameters', async () => {
    const payments = sandbox.client().payments;
    const oney = await bagToPay();
    const oneyCreated = await payments.createOneyPayment({
      cartId: oney.cartId,
      returnUrl: RETURN_URL,
    });
    const oneyId = oneyCreated.kind === 'redirect' ? paymentIdOf(oneyCreated.url) : '';
    const oneyResult = await payments.acceptOney({
      cartId: oney.cartId,
      params: { paymentId: oneyId },
      merchantReference: 'ref-1',
    });
    expect(['IN_PROCESS', 'SUCCESS']).toContain(oneyResult.status);
    const tabby = await bagToPay();
    const tabbyCreated = await payments.createTabbyPayment({
      cartId: tabby.cartId,
      returnUrl: RETURN_URL,
    });
    const tabbyId = tabbyCreated.kind === 'redirect' ? paymentIdOf(tabbyCreated.url) : '';
    const tabbyResult = await payments.acceptTabbyOrder({
      cartId: tabby.cartId,
      paymentId: tabbyId,
      orderCode: '',
    });
    expect(['IN_PROCESS', 'SUCCESS']).toContain(tabbyResult.status);
  });

  it('P24 and Blik redirect; verify, recursive verify and 3DS verify read the payment', async () => {
    const payments = sandbox.client().payments;
    const p24 = await bagToPay();
    const created = await payments.createP24Payment({
      cartId: p24.cartId,
      returnUrl: RETURN_URL,
      methodId: 25,
    });
    expect(created.kind).toBe('redirect');
    const paymentId = created.kind === 'redirect' ? paymentIdOf(created.url) : '';
    const first = await payments.verifyGeneric({
      cartId: p24.cartId,
      params: { paymentId },
      method: 'p24',
    });
    expect(first.status).toBe('IN_PROCESS');
    await payments.verifyRecursive({ cartId: p24.cartId, params: { paymentId }, method: 'p24' });
    const accepted = await payments.acceptP24Order({ cartId: p24.cartId, params: { paymentId } });
    expect(['IN_PROCESS', 'SUCCESS']).toContain(accepted.status);
    const done = await payments.verify3dSecure({
      cartId: p24.cartId,
      md: paymentId,
      paRes: 'ok',
      includeCart: false,
    });
    expect(done.status).toBe('SUCCESS');
    const blik = await bagToPay();
    const blikCreated = await payments.createBlikPayment({
      cartId: blik.cartId,
      returnUrl: RETURN_URL,
      externalId: 154,
    });
    expect(blikCreated.kind).toBe('redirect');
  });
});

describe('voucher, wallet, push and cash-on-delivery methods', () => {
  it.each([
    'createMultibancoPayment',
    'createMultibancoInSitePayment',
    'createOxxoPayment',
    'createOxxoInSitePayment',
    'createPaynetPayment',
  ] as const)('%s places the order to pay later with a reference', async (create) => {
    const { cartId } = await bagToPay();
    const client = sandbox.client();
    const result = await client.payments[create]({ cartId, returnUrl: RETURN_URL });
    expect(result.kind).toBe('order');
    const code = result.kind === 'order' ? result.orderCode : '';
    const purchase = await client.orders.getPurchaseByCartId(cartId);
    expect(purchase.code).toBe(code);
    expect(purchase.inSiteReferenceCode).toBeTruthy();
  });

  it.each(['createApplePayPayment', 'createGooglePayPayment'] as const)(
    '%s pays with the wallet token',
    async (create) => {
      const { cartId } = await bagToPay();
      const result = await sandbox.client().payments[create]({
        cartId,
        returnUrl: RETURN_URL,
        walletToken: 'wallet-ok',
        isExpress: false,
      });
      expect(result.kind).toBe('order');
    },
  );

  it('Amazon Pay pays with its checkout session', async () => {
    const { cartId } = await bagToPay();
    const result = await sandbox.client().payments.createAmazonPayPayment({
      cartId,
      returnUrl: RETURN_URL,
      amazonCheckoutSessionId: 'amzn-session-1',
      region: 'eu',
      browserInfo: {
        userAgent: 'test',
        acceptHeader: '*/*',
        language: 'es-ES',
        colorDepth: 24,
        screenHeight: 800,
        screenWidth: 1200,
        timeZoneOffset: -60,
        javaEnabled: false,
      },
    });
    expect(result.kind).toBe('order');
  });

  it('MB Way is pushed to the phone: the shopper waits on the return page, accept polls', async () => {
    const { cartId } = await bagToPay();
    const payments = sandbox.client().payments;
    const created = await payments.createMbwayPayment({
      cartId,
      returnUrl: RETURN_URL,
      telephoneNumber: '+351910000000',
    });
    expect(created.kind).toBe('redirect');
    const url = new URL(created.kind === 'redirect' ? created.url : '');
    expect(`${url.origin}${url.pathname}`).toBe(RETURN_URL);
    const params = { paymentId: url.searchParams.get('paymentId') ?? '' };
    let status = 'IN_PROCESS';
    for (let i = 0; i < 5 && status === 'IN_PROCESS'; i += 1) {
      status = (await payments.acceptMbway({ cartId, params })).status;
    }
    expect(status).toBe('SUCCESS');
  });

  it('cash on delivery places the order at once', async () => {
    const { cartId } = await bagToPay();
    const result = await sandbox.client().payments.createCashOnDeliveryPayment({
      cartId,
      returnUrl: RETURN_URL,
      paymentModeOnDelivery: 'CASH_ON_DELIVERY_CASH',
    });
    expect(result.kind).toBe('order');
  });

  it('a second payment of an ordered cart is refused, never a second order', async () => {
    const { cartId } = await bagToPay();
    const payments = sandbox.client().payments;
    await payments.createCashOnDeliveryPayment({
      cartId,
      returnUrl: RETURN_URL,
      paymentModeOnDelivery: 'CASH_ON_DELIVERY_CASH',
    });
    const error = await payments
      .createCashOnDeliveryPayment({
        cartId,
        returnUrl: RETURN_URL,
        paymentModeOnDelivery: 'CASH_ON_DELIVERY_CASH',
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PageFetchHybrisError);
  });
});

describe('payment helper calls', () => {
  it('Powertranz: system token, create and accept', async () => {
    const { cartId } = await bagToPay();
    const payments = sandbox.client().payments;
    const systemToken = await payments.getPowertranzSystemToken(cartId);
    expect(systemToken).toBeTruthy();
    const created = await payments.createPowertranzPayment({
      cartId,
      returnUrl: RETURN_URL,
      token: 'card-token',
      systemToken,
    });
    expect(created.kind).toBe('redirect');
    let status = 'IN_PROCESS';
    for (let i = 0; i < 5 && status === 'IN_PROCESS'; i += 1) {
      status = (await payments.acceptPowertranz({ cartId, token: 'card-token', systemToken }))
        .status;
    }
    expect(status).toBe('SUCCESS');
  });

  it('PayPal session, Apple Pay merchant session and Amazon Pay signature', async () => {
    const { cartId } = await bagToPay();
    const payments = sandbox.client().payments;
    expect((await payments.createPaypalSession(cartId)).sessionId).toBeTruthy();
    const session = await payments.createApplePaySession('https://apple-pay-gateway.apple.com/x');
    expect(Object.keys(session).length).toBeGreaterThan(0);
    const first = await payments.signAmazonPay('payload');
    expect(first.signature).toBeTruthy();
    expect((await payments.signAmazonPay('payload')).signature).toBe(first.signature);
  });

  it('Addi: status while in process, then the order confirmation', async () => {
    const { cartId } = await bagToPay();
    const payments = sandbox.client().payments;
    await payments.createAddiPayment({ cartId, returnUrl: RETURN_URL });
    expect((await payments.getAddiStatus(cartId)).status).toBe('REDIRECT_SHOPPER');
    let status = 'IN_PROCESS';
    for (let i = 0; i < 5 && status === 'IN_PROCESS'; i += 1) {
      status = (await payments.confirmAddiOrder(cartId)).status;
    }
    expect(status).toBe('SUCCESS');
  });

  it('Multibanco accept after the order is placed answers success with the order', async () => {
    const { cartId } = await bagToPay();
    const payments = sandbox.client().payments;
    const created = await payments.createMultibancoPayment({ cartId, returnUrl: RETURN_URL });
    const accepted = await payments.acceptMultibanco({ cartId, params: {} });
    expect(accepted.status).toBe('SUCCESS');
    expect(accepted.orderCode).toBe(created.kind === 'order' ? created.orderCode : '');
  });
});
