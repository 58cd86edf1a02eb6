import { describe, expect, it } from 'vitest';
import { createOccClient, PageFetchHybrisError } from '../../src/index.js';

/** Any address will do: no request is sent (the contract tests use the same one). */
const MADRID_ADDRESS = {
  name: 'Ana',
  surname: 'García',
  address: 'Calle de Alcalá 1',
  postalCode: '28001',
  city: { code: 'MAD', name: 'Madrid' },
  country: { code: 'ES', name: 'España' },
  region: { code: 'ES-M', name: 'Madrid' },
  phone: '+34600000000',
  saveForFutureOrders: true,
};

/**
 * Every method of the ports the machines call takes the optional last `{ signal }` and hands
 * it to its requests (ADR 0011): called with an aborted signal, each rejects as `aborted`
 * and sends nothing. A method that dropped the signal would reach the fetch below.
 */
function portsWith(token: string | null) {
  let requests = 0;
  const client = createOccClient({
    baseUrl: 'http://127.0.0.1:9',
    siteCode: 'es-es',
    getToken: () => token,
    fetch: () => {
      requests += 1;
      return Promise.reject(new Error('no request may be sent'));
    },
  });
  return { client, requests: () => requests };
}

// The arguments before the options, for every method of each port.
const BAG_ARGS: Record<string, unknown[]> = {
  createBag: [{}],
  getBag: ['c'],
  getUserBags: [],
  addEntries: ['c', [{ productCode: 'p', quantity: 1 }]],
  updateEntryQuantity: ['c', 0, 2],
  removeEntry: ['c', 0],
  validateStock: ['c', { refresh: false, sendToCrossBorder: false }],
  setGuestEmail: ['c', 'guest@example.com'],
  setDeliveryAddress: ['c', MADRID_ADDRESS],
  setDeliveryMode: ['c', 'standard'],
  removeDeliveryMode: ['c'],
  applyVoucher: ['c', 'V'],
  removeVoucher: ['c', 'V'],
  getVouchers: ['c'],
  setGiftCardInfo: ['c', 0, {}],
  saveForLater: ['c', 0],
  restoreFromSaveForLater: ['c', 0, 1],
  removeFromSaveForLater: ['c', 0],
  setPackaging: ['c', true],
  setPointOfSaleAndPostalCode: ['c', '28001', 'store'],
  findOrderForCart: ['c'],
  getSiteDeliveryModes: [],
  geolocalize: ['c', { lat: 40.4, lng: -3.7 }],
  getCartStores: ['c'],
  getShippingMethods: ['c'],
  getStoresByPostalCode: ['28001'],
  validateSddPostalCode: ['c', '28001'],
  getPromotions: [],
  applyPromotion: ['c', 'promo', true],
};

const WISHLIST_ARGS: Record<string, unknown[]> = {
  getWishlist: [],
  addProduct: ['p'],
  removeProduct: ['p'],
  getShareToken: [],
  shareWishlist: ['t'],
  getSharedWishlist: ['t'],
  mergeAnonymous: [['p']],
  getCategoryProducts: ['7', 12],
};

const CHECKOUT_ARGS: Record<string, unknown[]> = {
  getAddresses: [],
  addAddress: [MADRID_ADDRESS],
  updateAddress: [{ ...MADRID_ADDRESS, id: 'a1' }],
  getDeliveryCountries: [],
  getDeliveryModes: [],
  setDeliveryMode: ['standard'],
  setDeliveryAddress: [MADRID_ADDRESS],
  setEmail: ['guest@example.com'],
  setGuestData: [{ email: 'guest@example.com', phoneNumber: '+34600000000' }],
  validateAddress: [MADRID_ADDRESS],
  getPaymentModes: [],
  setPaymentMode: ['card'],
  getP24PaymentMethods: [],
  getStoredCards: [],
  updateUserNationalId: ['12345678Z'],
  getOrderByCartId: ['c'],
  getOrder: ['o'],
  loginAsGuest: ['guest@example.com'],
  registerCustomer: [
    {
      email: 'a@example.com',
      password: 'p',
      name: 'A',
      surname: 'B',
      subscribedToNewsletter: false,
    },
    'captcha',
  ],
  login: ['a@example.com', 'p'],
  subscribeNewsletter: ['a@example.com'],
};

/** One request that fits every payment call: create, accept, verify and 3DS2. */
const PAYMENT_REQUEST = {
  cartId: 'c',
  returnUrl: '/es-es/checkout/confirmation',
  amount: { value: 1, currency: 'EUR' },
  holderName: 'Ana',
  card: {
    encryptedCardNumber: 'n',
    encryptedExpiryMonth: 'm',
    encryptedExpiryYear: 'y',
    encryptedSecurityCode: 's',
  },
  walletToken: 'w',
  amazonCheckoutSessionId: 'a',
  methodId: 1,
  externalId: 154,
  params: { paymentId: 'p' },
  paymentId: 'p',
  token: 't',
  payerId: 'x',
  orderCode: 'o',
  merchantReference: 'm',
  systemToken: 's',
  md: 'md',
  paRes: 'r',
  includeCart: false,
  method: 'card',
  paymentData: 'd',
  details: {},
};
const PAYMENT_STRING_ARG = new Set([
  'getPowertranzSystemToken',
  'createPaypalSession',
  'createApplePaySession',
  'signAmazonPay',
  'getAddiStatus',
  'confirmAddiOrder',
]);
const paymentArgs = (name: string): unknown[] =>
  name === 'getSupportedCardTypes' ? [] : [PAYMENT_STRING_ARG.has(name) ? 'c' : PAYMENT_REQUEST];

function abortedSignal(): AbortSignal {
  const controller = new AbortController();
  controller.abort();
  return controller.signal;
}

async function expectAbortedWithoutRequest(
  port: object,
  name: string,
  args: unknown[],
  requests: () => number,
): Promise<void> {
  const method = (port as Record<string, (...a: unknown[]) => Promise<unknown>>)[name];
  expect(method, name).toBeTypeOf('function');
  const error = await method?.(...args, { signal: abortedSignal() }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, name).toBeInstanceOf(PageFetchHybrisError);
  expect((error as PageFetchHybrisError).kind, name).toBe('aborted');
  expect(requests(), name).toBe(0);
}

describe('every port method the machines call honours an aborted signal', () => {
  it('each table names every method of its port', () => {
    const { client } = portsWith(null);
    expect(Object.keys(client.bag).sort()).toEqual(Object.keys(BAG_ARGS).sort());
    expect(Object.keys(client.wishlist).sort()).toEqual(Object.keys(WISHLIST_ARGS).sort());
    expect(Object.keys(client.checkout('c')).sort()).toEqual(Object.keys(CHECKOUT_ARGS).sort());
  });

  it.each(Object.entries(BAG_ARGS))('client.bag.%s', async (name, args) => {
    const { client, requests } = portsWith(null);
    await expectAbortedWithoutRequest(client.bag, name, args, requests);
  });

  it.each(Object.entries(WISHLIST_ARGS))('client.wishlist.%s', async (name, args) => {
    const { client, requests } = portsWith('user-token');
    await expectAbortedWithoutRequest(client.wishlist, name, args, requests);
  });

  // A logged shopper: a guest's getAddresses answers [] without asking the back-end.
  it.each(Object.entries(CHECKOUT_ARGS))('client.checkout(cartId).%s', async (name, args) => {
    const { client, requests } = portsWith('user-token');
    await expectAbortedWithoutRequest(client.checkout('c'), name, args, requests);
  });

  it.each(Object.keys(portsWith(null).client.payments))('client.payments.%s', async (name) => {
    const { client, requests } = portsWith(null);
    await expectAbortedWithoutRequest(client.payments, name, paymentArgs(name), requests);
  });
});
