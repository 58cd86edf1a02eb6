import {
  appliedVoucherCodes,
  bagSummary,
  loyaltyFreeShippingPromotion,
  isSddMethod,
  priceRangesOf,
  shippingPriceFor,
  voucherErrorReason,
  type BagContext,
  type BagSummary,
  type CartEntry,
  type GiftCardInfo,
  type Promotion,
  type VoucherErrorReason,
} from '@atelier/core-bag';
import { bagView, hrefOf, nameOf, type BagLineView, type BagView } from './bag-view.js';
import { freeShippingFrom } from './free-shipping.js';

/** A line of the bag page: the drawer's line plus what only the page shows. */
export interface CartLineView extends BagLineView {
  giftCardInfo: GiftCardInfo | null;
  /** A loyalty reward line: no quantity controls, not counted (docs/product/bag.md §3.7). */
  isToussi: boolean;
}

/** A saved-for-later item (docs/product/bag.md §5). */
export interface SavedView {
  entryNumber: number;
  productId: string;
  name: string;
  href: string;
  image: string | null;
  sizeName: string | null;
  quantity: number;
  unitPrice: number;
}

export interface MethodView {
  code: string;
  /** The back-end's name; the page prefers its own label for the code. */
  name: string | null;
  isSdd: boolean;
  available: boolean;
  /**
   * What it costs for this bag now (docs/product/shipping.md §6: the range for total minus
   * discounts).
   */
  price: number;
  /** Its price table, lowest minimum first. */
  ranges: { minimum: number; price: number }[];
}

/** What the bag page shows of the bag machine's context. */
export interface CartView extends BagView {
  lines: CartLineView[];
  saved: SavedView[];
  summary: BagSummary;
  /** The total the shopper pays now: lines minus discounts plus shipping. */
  grandTotal: number;
  appliedVoucher: string | null;
  /** Every applied voucher, each once: stacked vouchers all show and can all be removed. */
  appliedVouchers: string[];
  /**
   * Why the last voucher was refused, while the field is flagged wrong (docs/product/bag.md §7).
   */
  voucherError: VoucherErrorReason | null;
  methods: MethodView[];
  selectedMethod: string | null;
  /** Bag amount from which standard shipping is free; null: never free. */
  freeShippingFrom: number | null;
  sddPostalCode: string | null;
  isSddEnabled: boolean;
  hasSddMethod: boolean;
  includePackaging: boolean;
  /** The employee-discount switch offered to this shopper, and whether it is on. */
  employeeDiscount: { offered: boolean; on: boolean };
  /**
   * The loyalty free-shipping checkbox (docs/product/shipping.md §7): its promotion, shown, and on.
   */
  loyaltyFreeShipping: { promotionId: string | null; shown: boolean; on: boolean };
  locked: boolean;
}

/**
 * The back-end's key and the rule's default key of the employee discount
 * (docs/product/bag.md §8.2).
 */
export const EMPLOYEE_DISCOUNT_KEYS = ['employeeDiscount', 'EMPLOYEE_DISCOUNT'] as const;

function savedOf(entry: CartEntry, site: string): SavedView {
  return {
    entryNumber: entry.entryNumber,
    productId: entry.product.id,
    name: nameOf(entry),
    href: hrefOf(entry, site),
    image: entry.product.image ?? null,
    sizeName: entry.size?.name ?? null,
    quantity: entry.quantity,
    unitPrice: entry.product.price.value,
  };
}

/**
 * @param promotions the site's promotions (GET /promotions): free gifts withheld and the
 *   loyalty free-shipping promotion; [] until read.
 */
export function cartView(
  context: BagContext,
  site: string,
  promotions: readonly Promotion[] = [],
): CartView {
  const base = bagView(context, site);
  const bag = context.bag;
  const entries = (bag?.products ?? []).filter((entry) => entry.saveForLater !== true);
  const loyalty = loyaltyFreeShippingPromotion(promotions);
  const summary = bagSummary(bag, context.shippingMethods, {
    promotions: [...promotions],
    hasLoyaltyPromotion: loyalty !== null,
    loggedInWithLoyalty:
      context.user?.loggedIn === true && context.user.hasLoyaltyMembership === true,
    userFreeShippingRemaining: context.user?.freeShippingRemaining ?? null,
  });
  const methods: MethodView[] = context.shippingMethods.map((method) => {
    const ranges = [...priceRangesOf(method)].sort((a, b) => a.minimum - b.minimum);
    return {
      code: method.code,
      name: method.name ?? null,
      isSdd: isSddMethod(method),
      available: method.available,
      price: shippingPriceFor(ranges, summary.total, summary.discounts),
      ranges,
    };
  });
  const switches = bag?.shouldApplyPromotion ?? [];
  const employee = switches.find((item) =>
    (EMPLOYEE_DISCOUNT_KEYS as readonly string[]).includes(item.key),
  );
  const voucherFailed =
    context.wrongVoucher &&
    context.failure !== null &&
    context.failure.operation === 'applyVoucher';
  return {
    ...base,
    lines: base.lines.map((line) => {
      // By entry number: a charm's entry is listed under its piece, not as a line.
      const entry = entries.find((e) => e.entryNumber === line.entryNumber);
      return {
        ...line,
        giftCardInfo: entry?.giftCardInfo ?? null,
        isToussi: entry?.product.isToussi === true,
      };
    }),
    saved: (bag?.saveForLater?.entries ?? []).map((entry) => savedOf(entry, site)),
    summary,
    grandTotal: Math.max(0, summary.total - summary.discounts) + summary.shippingPrice,
    appliedVoucher: bag?.priceSummary?.appliedVoucher?.voucherCode ?? null,
    appliedVouchers: appliedVoucherCodes(bag?.priceSummary),
    voucherError: voucherFailed && context.failure ? voucherErrorReason(context.failure) : null,
    methods,
    selectedMethod: bag?.shippingMethod?.code ?? null,
    freeShippingFrom: freeShippingFrom(context.shippingMethods),
    sddPostalCode: context.sddPostalCode ?? bag?.sddPostalCode ?? null,
    isSddEnabled: context.isSddEnabled,
    hasSddMethod: methods.some((method) => method.isSdd),
    includePackaging: context.pendingPackaging ?? context.includePackaging,
    employeeDiscount: { offered: employee !== undefined, on: employee?.value === true },
    loyaltyFreeShipping: {
      promotionId: loyalty?.id ?? null,
      shown: summary.showsLoyaltyFreeShipping,
      on: switches.some((item) => item.key === loyalty?.id && item.value),
    },
    locked: context.isInterfaceLocked,
  };
}
