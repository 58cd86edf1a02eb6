// Contract (API-CONTRACT.md): BagLine, lineTotal, countProducts, synchronizeStock,
// PriceRange, shippingPriceFor, remainingToFreeShipping, selectBestCart, CartErrorKind,
// classifyCartError. Everything else here is the package's own public surface.
export type { BagLine } from './bag-line.js';
export { countProducts, lineTotal } from './bag-totals.js';
export {
  synchronizeStock,
  synchronizeStockTrace,
  type StockSynchronization,
  type StockSynchronizationTrace,
} from './synchronize-stock.js';
export { remainingToFreeShipping, shippingPriceFor, type PriceRange } from './shipping-price.js';
export {
  isBestCartGroupA,
  isBestCartGroupB,
  selectBestCart,
  type BestCart,
} from './select-best-cart.js';
export { classifyCartError, expiredCartId, type CartErrorKind } from './classify-cart-error.js';
export { readCartError, type CartErrorBody, type CartErrorItem } from './cart-error.js';
export {
  CART_DATA_CODES,
  cartErrorReason,
  isStaleCartError,
  productIdFromBundleError,
  showsErrorModal,
  type CartErrorReason,
  type ErrorModalOptions,
} from './cart-error-rules.js';

// Entities
export { PriceSchema, type Price } from './entities/price.schema.js';
export { EntryProductSchema, type EntryProduct } from './entities/entry-product.schema.js';
export {
  EngravingInfoSchema,
  EntryPayloadSchema,
  GiftCardInfoSchema,
  type EngravingInfo,
  type EntryPayload,
  type GiftCardInfo,
} from './entities/entry-payload.schema.js';
export { CartEntrySchema, type CartEntry } from './entities/cart-entry.schema.js';
export {
  AVAILABILITY_REASONS,
  AvailabilityReasonSchema,
  ProductAvailabilityErrorSchema,
  type AvailabilityReason,
  type ProductAvailabilityError,
} from './entities/availability-error.schema.js';
export {
  SHIPPING_METHOD_CODES,
  ShippingMethodSchema,
  ShippingPriceRangeSchema,
  StoreSchema,
  type ShippingMethod,
  type ShippingPriceRange,
  type Store,
} from './entities/shipping-method.schema.js';
export {
  RestoreFromSaveForLaterResultSchema,
  SaveForLaterSchema,
  type RestoreFromSaveForLaterResult,
  type SaveForLater,
} from './entities/save-for-later.schema.js';
export {
  AnonymousWishlistSchema,
  WishlistEntrySchema,
  WishlistProductSchema,
  WishlistSchema,
  type AnonymousWishlist,
  type Wishlist,
  type WishlistEntry,
  type WishlistProduct,
} from './entities/wishlist.schema.js';
export { VoucherSchema, type Voucher } from './entities/voucher.schema.js';
export {
  PROMOTION_GOAL_TYPES,
  PromotionChannelSchema,
  PromotionDiscountSchema,
  PromotionGoalSchema,
  PromotionSchema,
  type Promotion,
  type PromotionChannel,
  type PromotionDiscount,
  type PromotionGoal,
} from './entities/promotion.schema.js';
export {
  BagAddressSchema,
  BagSchema,
  GwpPromotionsSchema,
  PriceSummarySchema,
  ShouldApplyPromotionSchema,
  type Bag,
  type BagAddress,
  type PriceSummary,
} from './entities/bag.schema.js';

// Ports
export type { CallOptions, CallSignal } from './calls/call-signal.js';
export type { BagPort } from './ports/bag-port.js';
export type { ShippingPort } from './ports/shipping-port.js';
export type { PromotionsPort } from './ports/promotions-port.js';
export type { WishlistPort } from './ports/wishlist-port.js';

// Rules the machines use
export { bagLines, entryToLine } from './entry-line.js';
export { isSameEntry, type EntryIdentity } from './same-entry.js';
export {
  addOutcome,
  exceedsStockOfSameLine,
  hasStockToAdd,
  splitByStock,
  type AddItem,
} from './add-to-bag.js';
export { sddStockDecision, type SddStockDecision } from './sdd-stock-rule.js';
export { decideDecrease, decideIncrease, type QuantityChange } from './quantity-change.js';
export { identityOf, keepsForUndo, pushUndo, takeUndo } from './undo-list.js';
export {
  applyAvailabilityErrors,
  applyQuantityChanges,
  sddStaysEnabled,
  type AvailabilityOutcome,
  type EntryQuantityChange,
} from './availability-errors.js';
export {
  chooseShippingMethod,
  isSddMethod,
  isStandardMethod,
  noShippingMethodAvailable,
  standardMethod,
} from './shipping-method-choice.js';
export {
  canValidateSddPostalCode,
  sddEnabledAfterValidation,
  sddPostalCodeFromUser,
  type SddUser,
} from './sdd-postal-code.js';
export {
  isFreeGiftPromotion,
  promotionThreshold,
  withheldFreeGiftPromotions,
} from './free-gift-withholding.js';
export {
  EMPLOYEE_DISCOUNT_KEY,
  isEmployeeDiscountAvailable,
  showsLoyaltyFreeShippingCheckbox,
} from './promotion-flags.js';
export { isSameBag, latestBag, showsMergeWarning } from './merge-bags.js';
export { decideBagStart, type BagStart, type StoredBagSession } from './bag-start.js';
export { isPartlyWithoutStock } from './save-for-later-restore.js';
export { acceptsPackagingToggle } from './packaging-toggle.js';
export { CART_TOUSSI_LIMIT, toussisForCart } from './toussis-in-cart.js';
export { failureOutcome, removedBagPatch, type FailureOutcome } from './bag-failure.js';
export { addWithoutStock } from './without-stock-list.js';
export {
  completedAdd,
  hasNothingToAdd,
  isAddBlockedBySdd,
  needsSwitchToStandard,
  screenAdd,
} from './bag-add-plan.js';
export {
  completedRemovals,
  decreasePlan,
  increasePlan,
  isAtStockLimit,
} from './bag-quantity-plan.js';
export { availabilityPlan, stockSyncPlan } from './bag-stock-plan.js';
export {
  bestCartApplies,
  bestCartPlan,
  sddPostalCodeFor,
  shippingMethodToSet,
} from './bag-shipping-plan.js';

export {
  ALREADY_IN_WISHLIST,
  WISHLIST_SUGGESTIONS_LIMIT,
  addLocalWishlistId,
  pickSuggestions,
  removeLocalWishlistId,
  suggestionSource,
  wishlistIds,
  type NoveltiesSlider,
  type SuggestionSource,
} from './wishlist-rules.js';

export {
  bagSummary,
  priceRangesOf,
  type BagSummary,
  type BagSummaryOptions,
} from './bag-summary.js';

// Machines
export { DEFAULT_BAG_TIMEOUT_MS, initialBagContext } from './bag-context.js';
export { bagMachine, type BagMachine } from './bag.machine.js';
export { createBagActors, type BagPorts } from './bag-actors.js';
export type * from './bag.machine.types.js';
export {
  DEFAULT_WISHLIST_TIMEOUT_MS,
  wishlistMachine,
  type WishlistActorInputs,
  type WishlistActorOutputs,
  type WishlistContext,
  type WishlistEmitted,
  type WishlistEvent,
  type WishlistFailure,
  type WishlistMachine,
  type WishlistMachineInput,
  type WishlistOperation,
} from './wishlist.machine.js';
export { createWishlistActors } from './wishlist-actors.js';
