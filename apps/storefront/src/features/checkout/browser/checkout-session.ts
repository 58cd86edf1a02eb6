// One checkout of the page: core-checkout's checkoutMachine over the OCC client, through the
// storefront's /api/commerce proxy (the shopper's token stays in the proxy's httpOnly cookie,
// ADR 0006), started from the bag the bag session restored. Loaded with the checkout's lazy
// chunk, never in the first-load JS.
import { createOccClient } from '@atelier/adapters-commerce';
import type { SiteCode, Vertical } from '@atelier/core-catalogue';
import { sddEnabledAfterValidation } from '@atelier/core-bag';
import { checkoutActorsFrom, checkoutMachine } from '@atelier/core-checkout';
import { createActor, waitFor } from 'xstate';
import type { CheckoutActor, CheckoutCommerce, CheckoutSite } from '../checkout-types.js';
import type { BagSession } from '../../bag/index.js';
import { bagSession, loadBag } from '../../bag/index.js';
import { currentUser } from '../../../shell/browser/session/session-store.js';
import { isSignedIn } from '../../../shell/browser/session/signed-in.js';
import { checkoutInputOf } from './checkout-input.js';
import { commerceDialect } from '../../../shell/browser/commerce-dialect.js';

export interface CheckoutSession {
  actor: CheckoutActor;
  bag: BagSession;
  commerce: CheckoutCommerce;
  cartId: string;
  cartCode: string;
  isGuest: boolean;
  /** The signed-in shopper's e-mail; a guest's comes from the register step. */
  userEmail: string | null;
  /**
   * The shipping step's pickup store (docs/product/shipping.md §8.3; docs/product/checkout.md §3):
   * the site's stores, the choice.
   */
  pickup: PickupStores;
  /** The shipping step's ship-from-store screen (same-day delivery from a store). */
  shipFromStore: ShipFromStore;
  stop(): void;
}

/** What a postal-code check answers: whether stores ship the whole bag there, and which. */
export interface ShipFromStoreCheck {
  available: boolean;
  stores: PickupStore[];
}

export interface ShipFromStore {
  /** The postal code the bag already checked for same-day delivery, if any. */
  postalCode: string | null;
  /** Checks the postal code for the bag (it becomes the bag's same-day postal code). */
  check(postalCode: string): Promise<ShipFromStoreCheck>;
}

export interface PickupStore {
  id: string;
  name: string;
  address: string;
  postalCode: string;
}

export interface PickupStores {
  list(): Promise<PickupStore[]>;
  /** Puts the store (and its postal code) on the bag; false when the back-end refused it. */
  choose(store: PickupStore): Promise<boolean>;
}

export interface CheckoutSessionOptions {
  site: CheckoutSite & { code: SiteCode };
  vertical: Vertical;
  paymentMethod: string | null;
}

/** Waits for the restored bag, reads who is shopping, and starts the machine. */
export async function startCheckoutSession(
  options: CheckoutSessionOptions,
): Promise<CheckoutSession> {
  // The layout starts the site's bag after hydration; the checkout may ask first.
  await loadBag(options.site.code);
  const bag = await bagSession();
  await waitFor(bag.actor, (snapshot) => snapshot.matches('unlocked'));
  // The bag's methods with their prices, for the order summary.
  bag.actor.send({ type: 'CHECK_SHIPPING' });
  const user = isSignedIn()
    ? await currentUser({ site: options.site.code, vertical: options.vertical })
    : null;
  const context = bag.actor.getSnapshot().context;
  const cartId = context.cartId ?? '';
  const client = createOccClient({
    baseUrl: `${location.origin}/api/commerce`,
    siteCode: options.site.code,
    dialect: commerceDialect(),
    // The bearer token is added by the proxy from its httpOnly cookie.
    getToken: () => null,
    isSignedIn: () => isSignedIn(),
  });
  const checkoutPort = client.checkout(cartId);
  const actor = createActor(checkoutMachine.provide({ actors: checkoutActorsFrom(checkoutPort) }), {
    input: checkoutInputOf({
      bag: context,
      user,
      site: options.site,
      paymentMethod: options.paymentMethod,
    }),
  });
  actor.start();
  const listStores = async (): Promise<PickupStore[]> =>
    (await client.stores.getStores({ country: options.site.countryCode })).map((shop) => ({
      id: shop.id,
      name: shop.name,
      address: [shop.address, shop.postalCode, shop.city].filter(Boolean).join(', '),
      postalCode: shop.postalCode ?? '',
    }));
  let storeList: Promise<PickupStore[]> | null = null;
  const stores = () => (storeList ??= listStores().catch(() => []));
  return {
    actor,
    bag,
    commerce: { payments: client.payments, checkout: checkoutPort },
    cartId,
    cartCode: context.bag?.code ?? cartId,
    isGuest: user === null,
    userEmail: user?.email ?? null,
    pickup: {
      list: listStores,
      choose: (store) =>
        client.bag
          .setPointOfSaleAndPostalCode(cartId, store.postalCode, store.id)
          .then(() => true)
          .catch(() => false),
    },
    shipFromStore: {
      // The bag page's check, or the code the back-end's cart kept from it.
      postalCode: context.sddPostalCode ?? context.bag?.sddPostalCode ?? null,
      // docs/product/shipping.md §4.2: served when the validation answers no errors; the stores
      // are those that deliver to the postal code.
      check: async (postalCode) => {
        const [errors, serving, all] = await Promise.all([
          client.bag.validateSddPostalCode(cartId, postalCode),
          client.bag.getStoresByPostalCode(postalCode),
          stores(),
        ]);
        const ids = new Set(serving.map((store) => store.id));
        return {
          available: sddEnabledAfterValidation(errors),
          stores: all.filter((store) => ids.has(store.id)),
        };
      },
    },
    stop: () => actor.stop(),
  };
}
