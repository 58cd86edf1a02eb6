// The public surface of @atelier/core-bag: the docs/api-contract.md §3 names, what other packages
// and the storefront import (adapters-commerce: entities, schemas and ports; core-checkout:
// BagLine and the shipping-method kinds; the storefront: the machine and its read rules),
// and the machines with what it takes to run them. The plans and steps that take and
// return machine context stay inside (src/machine); api-contract.test.ts pins the contract.

// Contract (docs/api-contract.md §3)
export type { BagLine } from './lines/bag-line.js';
export { countProducts, entriesTotal, entryTotal, lineTotal } from './totals/bag-totals.js';
export { synchronizeStock } from './stock/synchronize-stock.js';
export {
  remainingToFreeShipping,
  shippingPriceFor,
  type PriceRange,
} from './shipping/shipping-price.js';
export {
  shippingLine,
  type ShippingLine,
  type ShippingLineInput,
} from './shipping/shipping-line.js';
export { selectBestCart } from './best-cart/select-best-cart.js';
export { priceRangeSteps, type PriceRangeStep } from './shipping/price-range-steps.js';
export { classifyCartError, type CartErrorKind } from './errors/classify-cart-error.js';

// Read rules the storefront and core-checkout use
export { bagLines } from './lines/entry-line.js';
export {
  GIFT_MESSAGE_LIMITS,
  giftMessageRemaining,
  giftMessageToSend,
} from './lines/gift-message.js';
export type { AddItem } from './lines/add-to-bag.js';
export { isStaleCartError } from './errors/classify-cart-error.js';
export { voucherErrorReason, type VoucherErrorReason } from './errors/voucher-error.js';
export { loyaltyFreeShippingPromotion } from './promotions/promotion-flags.js';
export { appliedVoucherCodes, isVoucherApplied } from './promotions/applied-vouchers.js';
export { giftLineChanges, giftProductsDue, type GiftOffer } from './promotions/gift-lines.js';
export {
  isSddMethod,
  isStandardMethod,
  standardMethod,
} from './shipping/shipping-method-choice.js';
export { sddEnabledAfterValidation } from './shipping/sdd-postal-code.js';
export {
  bagSummary,
  freeShippingProgressShown,
  priceRangesOf,
  type BagSummary,
  type BagSummaryOptions,
} from './totals/bag-summary.js';

// Entities: what the adapters validate and map to
export { BagSchema, type Bag } from './entities/bag.schema.js';
export type { CartEntry } from './entities/cart-entry.schema.js';
export { linesWithoutEngraving } from './lines/engraving-availability.js';
export { groupPersonalised, isCharmEntry, type LineGroup } from './lines/personalised-lines.js';
export {
  CartModificationSchema,
  type CartModification,
} from './entities/cart-modification.schema.js';
export type {
  EntryPayload,
  GiftCardInfo,
  PersonalisationInfo,
} from './entities/entry-payload.schema.js';
export {
  AvailabilityReasonSchema,
  ProductAvailabilityErrorSchema,
  type ProductAvailabilityError,
} from './entities/availability-error.schema.js';
export {
  ShippingMethodSchema,
  StoreSchema,
  type ShippingMethod,
  type Store,
} from './entities/shipping-method.schema.js';
export type { RestoreFromSaveForLaterResult } from './entities/save-for-later.schema.js';
export { VoucherSchema, type Voucher } from './entities/voucher.schema.js';
export { PromotionSchema, type Promotion } from './entities/promotion.schema.js';
export {
  AnonymousWishlistSchema,
  WishlistSchema,
  type Wishlist,
  type WishlistProduct,
} from './entities/wishlist.schema.js';

// Ports: the calls an adapter implements, each with an optional last { signal }
export type { CallOptions, CallSignal } from './calls/call-signal.js';
export type { BagPort } from './ports/bag-port.js';
export type { ShippingPort } from './ports/shipping-port.js';
export type { PromotionsPort } from './ports/promotions-port.js';
export type { WishlistPort } from './ports/wishlist-port.js';

// Machines: provide their actors from the ports (or actors of your own that reject with a
// CallError) and listen to what they emit
export { CallError } from './calls/call-error.js';
export { DEFAULT_BAG_TIMEOUT_MS } from './machine/bag-context.js';
export { bagMachine, type BagMachine } from './machine/bag.machine.js';
export { createBagActors, type BagPorts } from './machine/bag-actors.js';
export type {
  BagContext,
  BagEmitted,
  BagEvent,
  BagFailure,
  BagFailureKind,
  BagMachineInput,
  BagModal,
  BagOperation,
  BagUser,
  WithoutStockItem,
} from './machine/bag.machine.types.js';
export {
  DEFAULT_WISHLIST_TIMEOUT_MS,
  wishlistMachine,
  type WishlistContext,
  type WishlistEmitted,
  type WishlistEvent,
  type WishlistFailure,
  type WishlistMachine,
  type WishlistMachineInput,
} from './wishlist/wishlist.machine.js';
export { createWishlistActors } from './wishlist/wishlist-actors.js';
export {
  ALREADY_IN_WISHLIST,
  WISHLIST_SUGGESTIONS_LIMIT,
  wishlistIds,
  type NoveltiesSlider,
} from './wishlist/wishlist-rules.js';
