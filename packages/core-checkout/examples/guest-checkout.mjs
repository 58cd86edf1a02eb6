// A guest checkout and a card payment with 3DS2 challenge, driven through core-checkout's
// machines with in-memory ports. After `npm run build`:
//   node packages/core-checkout/examples/guest-checkout.mjs
import {
  cardPaymentActorsFrom,
  cardPaymentMachine,
  checkoutActorsFrom,
  checkoutMachine,
} from '@atelier/core-checkout';
import { createActor, waitFor } from 'xstate';

const log = [];
const ok =
  (name, value) =>
  (...args) => (log.push(name), Promise.resolve(value?.(...args)));
const methods = [{ code: 'standard' }, { code: 'pickup' }];

// What an adapter (the OCC client) would do over HTTP; each call also gets { signal }.
const checkoutPort = {
  getAddresses: ok('getAddresses', () => []),
  getDeliveryCountries: ok('getDeliveryCountries', () => [{ code: 'ES', name: 'España' }]),
  getDeliveryModes: ok('getDeliveryModes', () => methods),
  setEmail: ok('setEmail'),
  setDeliveryMode: ok('setDeliveryMode'),
  validateAddress: ok('validateAddress', () => ({ status: 'CORRECT', suggestions: [] })),
  setDeliveryAddress: ok('setDeliveryAddress'),
};
const paymentPort = {
  createCardPayment: ok('createCardPayment', () => ({
    kind: 'challenge',
    token: 'tok',
    paymentData: 'pd',
  })),
  authorise3ds2: ok('authorise3ds2', () => ({ kind: 'order', orderCode: '00012345' })),
};

const address = {
  name: 'Ana',
  surname: 'García',
  address: 'Gran Vía 1',
  postalCode: '28001',
  city: { code: 'MAD', name: 'Madrid' },
  country: { code: 'ES', name: 'España' },
  region: { code: 'ES-M', name: 'Madrid' },
  phone: '600000000',
  saveForFutureOrders: false,
};

export async function guestCheckout() {
  const checkout = createActor(
    checkoutMachine.provide({ actors: checkoutActorsFrom(checkoutPort) }),
    {
      input: {
        bag: {
          cartId: 'cart-1',
          products: [{ entryNumber: 0, productId: 'P1', quantity: 1, isGift: false }],
          shippingMethod: null,
          shippingMethods: methods,
          shippingAddress: null,
          billingAddress: null,
          email: null,
          pickupStore: null,
          selectedPaymentModeCode: null,
        },
        user: null, // a guest
        settings: {
          addressVerificationEnabled: true,
          nationalIdAsked: false,
          crossBorderManaged: false,
          oneClick: { cmsFlag: false, featureFlag: false, countryStandardMethod: 'standard' },
        },
        hasLinkedEmail: false,
        noStockModalPending: false,
        paymentMethod: null,
      },
    },
  ).start();

  await waitFor(checkout, (s) => s.matches('register'));
  checkout.send({ type: 'GUEST_EMAIL', email: 'ana@example.com' });
  await waitFor(checkout, (s) => s.matches('shipping'));
  checkout.send({ type: 'SUBMIT_SHIPPING', address, method: 'standard', billingDiffers: false });
  await waitFor(checkout, (s) => s.matches('payment'));

  const card = createActor(
    cardPaymentMachine.provide({ actors: cardPaymentActorsFrom(paymentPort) }),
    {
      input: {
        site: 'es-es',
        cartId: 'cart-1',
        returnUrl: '/es-es/checkout/confirmation',
        amount: { value: 19.99, currency: 'EUR' },
      },
    },
  ).start();
  card.send({
    type: 'SUBMIT',
    holderName: 'Ana García',
    brand: 'visa',
    card: {
      encryptedCardNumber: 'n',
      encryptedExpiryMonth: 'm',
      encryptedExpiryYear: 'y',
      encryptedSecurityCode: 'c',
    },
    storeCard: false,
  });
  await waitFor(card, (s) => s.matches('challenging')); // the UI shows the 3DS2 challenge here
  card.send({ type: 'CHALLENGE_RESULT', details: { transStatus: 'Y' } });
  const paid = await waitFor(card, (s) => s.status === 'done');

  checkout.send({ type: 'PAYMENT_SUCCEEDED', orderCode: paid.output.orderCode });
  return { calls: log, output: checkout.getSnapshot().output };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { calls, output } = await guestCheckout();
  console.log(calls.join(' > '));
  console.log(output); // { kind: 'confirmation', orderCode: '00012345' }
}
