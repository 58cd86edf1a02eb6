// The checkout's plain types: what the page's server data, the browser session and the step
// components share (the context's contract is in components/checkout-context.tsx).
import type {
  PaymentPort,
  CheckoutPort,
  ShippingAddress,
  BillingAddress,
} from '@atelier/core-checkout';
import type { checkoutMachine } from '@atelier/core-checkout';
import type { SiteCode, SiteSettings } from '@atelier/core-catalogue';
import type { ActorRefFrom } from 'xstate';
import type { SeoView } from '../../shell/view-types.js';

/**
 * The checkout steps answer the same HTML to everyone: the bag, the shopper and the order
 * are read in the browser through the commerce proxy after hydration, never rendered into the
 * page (the route is not HTML-cached either). Only the site's public checkout settings come
 * with the page. Not indexed.
 */
export interface CheckoutPageData {
  title: string;
  seo: SeoView;
  site: CheckoutSite;
  /** The ship-from-store screen's heading: the content system's ship_from_store item. */
  shipFromStoreTitle: string;
}

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/** The site settings a checkout reads; the label tables stay on the server. */
export type CheckoutSite = Omit<SiteSettings, 'labels' | 'translations'>;

export type CheckoutStepName = 'register' | 'shipping' | 'billing' | 'payment' | 'confirmation';

export interface CheckoutCartLine {
  entryNumber: number;
  productId: string;
  name: string;
  quantity: number;
  sizeName: string | null;
  engravingText: string | null;
  image: string | null;
  /** The line's price, in the site currency. */
  total: number;
  /**
   * A promotion's free gift (docs/product/bag.md §3): shown as such, never changed by the shopper.
   */
  isGift: boolean;
  /** A charm of the personalised piece listed just before it (docs/product/product.md §3.4). */
  isCharm?: boolean;
}

export interface CheckoutTotals {
  subtotal: number;
  /** null while the shipping method is not chosen. */
  shipping: number | null;
  discounts: number;
  total: number;
  currency: string;
}

export interface CheckoutCart {
  cartId: string;
  code: string;
  lines: CheckoutCartLine[];
  totals: CheckoutTotals;
}

export interface CheckoutPurchaser {
  isGuest: boolean;
  email: string | null;
  shippingAddress: ShippingAddress | null;
  billingAddress: BillingAddress | null;
}

export interface CheckoutCommerce {
  payments: PaymentPort;
  checkout: CheckoutPort;
}

export interface CheckoutPageValue {
  lang: SiteCode;
  site: CheckoutSite;
  labels: Record<string, string>;
  checkout: CheckoutActor;
  cart: CheckoutCart;
  purchaser: CheckoutPurchaser;
  commerce: CheckoutCommerce;
  paymentMethod: string | null;
  selectPaymentMethod(code: string | null): void;
  returnUrl: string;
  /** `isExpress`: paid by an express checkout (the confirmation offers the express register). */
  onOrderPlaced(order: { code: string; isExpress?: boolean }): void;
  onPaymentFailed(error: unknown): void;
  /**
   * Reads the bag again from the back-end (another tab may have changed it) and answers the
   * total the shopper would pay now; the summary follows (issue 31, 2).
   */
  refreshBag(): Promise<{ value: number; currency: string }>;
  goToStep(step: Exclude<CheckoutStepName, 'register' | 'confirmation'>): void;
}
