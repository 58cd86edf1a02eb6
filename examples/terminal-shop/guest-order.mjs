// The terminal shop's journey as a function, so other programs (the load test) run the same
// guest order a channel without React would.
import { bagLines, bagMachine, createBagActors, lineTotal } from '@atelier/core-bag';
import { formatPrice, pageOf, siteInfo } from '@atelier/core-catalogue';
import {
  cardPaymentActorsFrom,
  cardPaymentMachine,
  checkoutActorsFrom,
  checkoutMachine,
} from '@atelier/core-checkout';
import { createActor, waitFor } from 'xstate';

export const SITE = 'es-es'; // the Spanish site: the guest ships to Madrid
const CATEGORY = '7'; // necklaces: no sizes to choose
const GUEST = { email: 'ana@example.com', name: 'Ana', surname: 'García' };
const MADRID = {
  name: GUEST.name,
  surname: GUEST.surname,
  address: 'Gran Vía 1',
  postalCode: '28001',
  city: { code: 'MAD', name: 'Madrid' },
  country: { code: 'ES', name: 'España' },
  region: { code: 'ES-M', name: 'Madrid' },
  phone: '600000000',
  saveForFutureOrders: false,
};
// The sandbox's card that is authorised at once, without 3DS. A real channel sends the
// payment provider's encrypted fields here, never the card number.
const CARD = {
  encryptedCardNumber: '4111111111111111',
  encryptedExpiryMonth: '03',
  encryptedExpiryYear: String(new Date().getFullYear() + 2),
  encryptedSecurityCode: '737',
};

/** Resolves when the machine waits for the shopper again: no back-end call is running. */
const nextStop = (actor) =>
  waitFor(actor, (s) => s.status !== 'active' || Object.keys(s.children).length === 0);

/** The machines never throw: a failure is a state. This turns an unexpected one into an error. */
function expectState(snapshot, state, step) {
  if (snapshot.matches(state)) return snapshot;
  const { modal, failure, error, formErrors } = snapshot.context;
  const why = JSON.stringify({ state: snapshot.value, modal, failure, error, formErrors });
  throw new Error(`${step} failed: ${why}`);
}

/**
 * Lists a category, adds one of its products to a new bag, checks out as a guest and pays by
 * card, on core-bag's and core-checkout's machines over `occ` (an OCC client for SITE).
 * Reports each step through `log`; `pick` chooses another product of the page (the load test
 * spreads its orders so stock lasts). Answers the order code and the cart it came from.
 */
export async function guestCardOrder(occ, { log = console.log, pick = 0 } = {}) {
  // Prices are shown the site's way: core-catalogue knows each site's locale and currency.
  const { locale, currency } = siteInfo(SITE);
  const price = (amount) => formatPrice(amount, { locale, currency });
  // 1. The category's first page, as a product grid shows it (in-stock products only).
  const { products } = await occ.products.getCategoryProducts(CATEGORY);
  log(`Category ${CATEGORY}: ${products.length} products`);
  for (const p of pageOf(products, 0, 5)) {
    log(`  ${p.id}  ${p.name}  ${price(p.price.value)}`);
  }
  const product = products[pick % Math.max(products.length, 1)];
  if (!product) throw new Error(`category ${CATEGORY} has no product in stock`);

  // 2. The bag: core-bag's machine over the OCC client's ports, as the storefront runs it.
  const bag = createActor(
    bagMachine.provide({ actors: createBagActors({ bag: occ.bag, shipping: occ.bag }) }),
    { input: {} },
  ).start();
  bag.send({ type: 'START', cartId: null }); // no cart yet: the first add creates one
  await waitFor(bag, (s) => s.matches('unlocked'));
  // The bag screens items by stock before any call (docs/product/bag.md §3.1), so it needs the
  // stock now.
  const stock = await occ.products.getProductStockAndPrice(product.id);
  bag.send({
    type: 'ADD',
    items: [
      {
        payload: { productCode: product.id, quantity: 1 },
        product: {
          id: product.id,
          stock: stock.stock?.level ?? 1, // no level: let the back-end decide
          onlineStock: stock.onlineStock,
          hasOverallStock: stock.hasOverallStock,
          availableSdd: [],
        },
      },
    ],
  });
  const added = await waitFor(bag, (s) => s.matches('unlocked'));
  expectState(added, 'unlocked.idle', 'adding to the bag');
  bag.stop(); // the back-end keeps the cart; the checkout goes on with its id
  const { cartId } = added.context; // an anonymous cart's guid: what guest calls go by
  if (cartId === null) throw new Error('the bag has no cart after adding');
  const lines = bagLines(added.context.bag);
  log(`Bag: ${product.name}, ${price(lineTotal(lines))}`);

  // 3. Guest checkout: core-checkout's machine over the OCC client's port for this cart.
  const port = occ.checkout(cartId);
  const checkout = createActor(
    checkoutMachine.provide({
      actors: checkoutActorsFrom(port),
    }),
    {
      input: {
        bag: {
          cartId,
          products: lines, // core-bag's lines are what core-checkout reads
          shippingMethod: null,
          shippingMethods: [],
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
  expectState(await nextStop(checkout), 'register', 'entering the checkout');
  checkout.send({ type: 'GUEST_EMAIL', email: GUEST.email });
  expectState(await nextStop(checkout), 'shipping', 'the guest e-mail');
  checkout.send({
    type: 'SUBMIT_SHIPPING',
    address: MADRID,
    method: 'standard',
    billingDiffers: false,
  });
  expectState(await nextStop(checkout), 'payment', 'the shipping step');

  // 4. Pay what the back-end now asks: the cart's total with the shipping just chosen.
  const total = (await occ.bag.getBag(cartId)).priceSummary?.totalAfterShipment;
  if (!total) throw new Error(`cart ${cartId} has no total`);
  log(
    `Shipping: standard, ${MADRID.address}, ${MADRID.postalCode} ${MADRID.city.name}; to pay ${price(total.value)}`,
  );
  const card = createActor(
    cardPaymentMachine.provide({ actors: cardPaymentActorsFrom(occ.payments) }),
    {
      input: {
        site: SITE,
        cartId,
        returnUrl: `/${SITE}/checkout/confirmation`, // where a 3DS2 redirect would come back
        amount: total, // Money: the OCC client sends its minor units
      },
    },
  ).start();
  card.send({
    type: 'SUBMIT',
    holderName: `${GUEST.name} ${GUEST.surname}`,
    brand: 'visa',
    card: CARD,
    storeCard: false,
  });
  const paid = expectState(await nextStop(card), 'ordered', 'the card payment');

  // 5. The payment placed the order; the checkout takes its code to the confirmation.
  checkout.send({ type: 'PAYMENT_SUCCEEDED', orderCode: paid.output.orderCode });
  const { output } = await nextStop(checkout);
  if (output?.kind !== 'confirmation') {
    throw new Error(`the checkout ended with ${JSON.stringify(output)}`);
  }
  return { orderCode: output.orderCode, cartId, productId: product.id };
}
