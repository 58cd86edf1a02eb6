// What the checkout machine starts from (core-checkout's CheckoutInput), built from the bag
// the bag session restored, the signed-in user and the site's settings. Pure: the page's
// session wiring (checkout-session.ts) reads the live values and hands them here.
import type { Bag, BagContext } from '@atelier/core-bag';
import {
  shippingAddressSchema,
  type BillingAddress,
  type CheckoutBag,
  type CheckoutInput,
  type CheckoutSettings,
  type CheckoutUser,
} from '@atelier/core-checkout';
import type { CheckoutSite } from '../checkout-types.js';

/**
 * The site's switches the checkout rules read (docs/product/checkout.md §7.2; one-click stays off:
 * neither its CMS flag nor its feature flag exists yet).
 */
export function checkoutSettingsOf(site: CheckoutSite): CheckoutSettings {
  return {
    addressVerificationEnabled: site.verifyAddress,
    nationalIdAsked: site.askNationalId,
    crossBorderManaged: site.isGlobaleManaged,
    oneClick: { cmsFlag: false, featureFlag: false, countryStandardMethod: 'standard' },
  };
}

/** The bag's address, when it is complete enough to be a checkout shipping address. */
function shippingAddressOf(bag: Bag | null): CheckoutBag['shippingAddress'] {
  const parsed = shippingAddressSchema.safeParse(bag?.shippingAddress ?? null);
  return parsed.success ? parsed.data : null;
}

function billingAddressOf(bag: Bag | null): BillingAddress | null {
  const a = bag?.billingAddress;
  const city = a?.city?.name;
  const region = a?.region?.name;
  if (!a || !city || !region || !a.phone) return null;
  return {
    name: a.name,
    surname: a.surname,
    address: a.address,
    postalCode: a.postalCode,
    country: a.country.code ?? '',
    city,
    region,
    phone: a.phone,
  };
}

/** The bag as the checkout reads it; the lines saved for later are not being bought. */
export function checkoutBagOf(
  context: Pick<BagContext, 'bag' | 'cartId' | 'shippingMethods'>,
): CheckoutBag {
  const bag = context.bag;
  const products = (bag?.products ?? []).filter((entry) => entry.saveForLater !== true);
  return {
    cartId: context.cartId ?? '',
    products: products.map((entry) => ({
      entryNumber: entry.entryNumber,
      productId: entry.product.id,
      quantity: entry.quantity,
      isGift: entry.isGift === true,
    })),
    shippingMethod: bag?.shippingMethod?.code ?? null,
    shippingMethods: context.shippingMethods.map((m) => ({
      code: m.code,
      ...(m.name !== undefined ? { name: m.name } : {}),
      available: m.available,
    })),
    shippingAddress: shippingAddressOf(bag),
    billingAddress: billingAddressOf(bag),
    email: bag?.email ?? null,
    pickupStore: bag?.pickupStore ? { id: bag.pickupStore.id } : null,
    selectedPaymentModeCode: bag?.selectedPaymentModeCode ?? null,
  };
}

export interface CheckoutStart {
  bag: Pick<BagContext, 'bag' | 'cartId' | 'shippingMethods'>;
  /** null for a guest. */
  user: { nationalId?: string | null | undefined } | null;
  site: CheckoutSite;
  paymentMethod: string | null;
}

export function checkoutInputOf(start: CheckoutStart): CheckoutInput {
  const user: CheckoutUser | null =
    start.user === null
      ? null
      : { hasNationalId: (start.user.nationalId ?? '') !== '', defaultAddressInvalid: false };
  return {
    bag: checkoutBagOf(start.bag),
    user,
    settings: checkoutSettingsOf(start.site),
    // docs/product/checkout.md §2.2: an e-mail is linked to the checkout once the bag has one
    // (a guest's register step) or someone is signed in; on a cross-border site the provider's
    // checkout then takes over.
    hasLinkedEmail: start.user !== null || Boolean(start.bag.bag?.email),
    noStockModalPending: false,
    paymentMethod: start.paymentMethod,
  };
}
