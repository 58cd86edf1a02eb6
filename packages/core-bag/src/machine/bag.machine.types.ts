import type { AddItem } from '../lines/add-to-bag.js';
import type { EntryQuantityChange } from '../stock/availability-errors.js';
import type { CartErrorReason } from '../errors/cart-error-rules.js';
import type { CartErrorKind } from '../errors/classify-cart-error.js';
import type { Bag } from '../entities/bag.schema.js';
import type { CartEntry } from '../entities/cart-entry.schema.js';
import type { EntryPayload, GiftCardInfo } from '../entities/entry-payload.schema.js';
import type { RestoreFromSaveForLaterResult } from '../entities/save-for-later.schema.js';
import type { ShippingMethod } from '../entities/shipping-method.schema.js';

/** Who is shopping, as far as the bag cares. */
export interface BagUser {
  id: string;
  firstName?: string;
  loggedIn: boolean;
  hasLoyaltyMembership?: boolean;
  /**
   * Free shipments the loyalty member has left (docs/product/accounts.md §1.1:
   * freeShippingRemaining).
   */
  freeShippingRemaining?: number | null;
  defaultAddressPostalCode?: string | null;
}

/** Every operation that locks the bag interface (docs/product/bag.md §2.6). */
export type BagOperation =
  | 'restore'
  | 'loginWithPreviousToken'
  | 'create'
  | 'merge'
  | 'add'
  | 'changeQuantity'
  | 'undo'
  | 'synchronizeStock'
  | 'saveForLater'
  | 'restoreSaved'
  | 'applyVoucher'
  | 'deleteVoucher'
  | 'checkShipping'
  | 'setPointOfSale'
  | 'setPackaging'
  | 'lookUpOrder'
  | 'setShippingMethod'
  | 'checkSddPostalCode'
  | 'setGiftMessage'
  | 'removeSaved'
  | 'applyPromotion';

/** Why an operation failed: the cart error kinds plus what the machine itself detects. */
export type BagFailureKind = CartErrorKind | 'timeout' | 'malformed' | 'sameBag';

export interface BagFailure {
  operation: BagOperation;
  kind: BagFailureKind;
  /** The raw rejection, for logs. */
  error?: unknown;
}

export type WithoutStockReason = 'noStock' | 'partial' | 'availability' | 'bestCart' | 'stock';

export interface WithoutStockItem {
  productId: string;
  reason: WithoutStockReason;
  /** Partly restored items stay marked as saved for later (docs/product/bag.md §5). */
  savedForLater?: boolean;
}

export type BagModal =
  | { kind: 'error'; operation: BagOperation; reason: CartErrorReason }
  | { kind: 'noStock'; productIds: string[] }
  | { kind: 'noSddStock'; title: 'noSddStock'; message: 'productNotAvailableToShip' }
  | { kind: 'mergeWarning'; firstName: string }
  | { kind: 'addNotification'; added: string[]; withoutStock: string[] };

export interface BagContext {
  bag: Bag | null;
  /** The id calls use: the guid of an anonymous bag (kept in the cart cookie) or the user's code. */
  cartId: string | null;
  user: BagUser | null;
  undoEnabled: boolean;
  timeoutMs: number;
  defaultPackaging: boolean;
  includePackaging: boolean;
  /** Until the first load ends, a packaging toggle is kept even while locked. */
  firstLoad: boolean;
  /**
   * The shopper's packaging choice on its way to the back-end; `includePackaging` follows
   * only once the bag accepted it, so a failed change leaves what the bag says.
   */
  pendingPackaging: boolean | null;
  isInterfaceLocked: boolean;
  undo: CartEntry[];
  withoutStock: WithoutStockItem[];
  /** Entries whose increase hit the stock limit. */
  noStockNotes: number[];
  wrongVoucher: boolean;
  isSddEnabled: boolean;
  sddPostalCode: string | null;
  shippingMethods: ShippingMethod[];
  modal: BagModal | null;
  failure: BagFailure | null;
  operation: BagOperation | null;
  /** The order a stale cart turned out to be. */
  placedOrderCode: string | null;
  // What the running operation works on.
  pendingAdd: {
    /** What will be (or was) posted: the items with stock. */
    items: AddItem[];
    fastFlow: boolean;
    avoidErrorModal: boolean;
    requested: number;
    withoutStockIds: string[];
  } | null;
  switchToStandard: boolean;
  pendingChanges: EntryQuantityChange[];
  pendingRemovals: CartEntry[];
  pendingUndo: CartEntry | null;
  pendingVoucher: string | null;
  pendingRestore: { entryNumber: number; quantity: number; productId: string } | null;
  pendingPointOfSale: { postalCode: string; storeId: string } | null;
  pendingMethodCode: string | null;
  pendingGiftMessage: { entryNumber: number; info: GiftCardInfo } | null;
  pendingSavedRemoval: number | null;
  pendingPromotion: { promotionId: string; apply: boolean } | null;
  syncOptions: { refresh: boolean; sendToCrossBorder: boolean };
  countBeforeMerge: number;
  mergeTarget: string | null;
  bestCartTried: boolean;
  /** Where a failure leads once handled: a fallback call, or nowhere (the failed state). */
  recovery: 'lookUpOrder' | 'restore' | null;
  /** Lifecycle events that arrived while locked, in order, replayed once it unlocks. */
  deferred: DeferredBagEvent[];
}

export interface BagMachineInput {
  cartId?: string | null;
  user?: BagUser | null;
  undoEnabled?: boolean;
  /** How long a back-end call may take before the operation fails with 'timeout'. */
  timeoutMs?: number;
  /** The site's gift-packaging default. */
  defaultPackaging?: boolean;
}

export type BagEvent =
  | { type: 'START'; cartId?: string | null; previousToken?: string | null }
  | { type: 'ENSURE_BAG' }
  | { type: 'LOGIN'; user: BagUser }
  /** The signed-in shopper, known after a page load: sets the user without merging. */
  | { type: 'IDENTIFY'; user: BagUser | null }
  | { type: 'REMOVE_BAG' }
  | { type: 'ADD'; items: AddItem[]; fastFlow?: boolean; avoidErrorModal?: boolean }
  | { type: 'INCREASE'; entryNumber: number }
  | { type: 'DECREASE'; entryNumber: number; by?: number }
  | { type: 'REMOVE'; entryNumber: number }
  /** Re-adds a removed line, named by what it is (entry numbers shift on removal). */
  | { type: 'UNDO'; productId: string; sizeCode?: string | null; engravingText?: string | null }
  | { type: 'SYNC_STOCK'; refresh?: boolean; sendToCrossBorder?: boolean }
  | { type: 'SAVE_FOR_LATER'; entryNumber: number }
  | { type: 'RESTORE_SAVED'; entryNumber: number; quantity: number }
  | { type: 'APPLY_VOUCHER'; code: string }
  | { type: 'DELETE_VOUCHER'; code: string }
  | { type: 'SET_WRONG_VOUCHER'; value: boolean }
  | { type: 'CHECK_SHIPPING' }
  | { type: 'SET_POINT_OF_SALE'; postalCode: string; storeIds: string[] }
  | { type: 'SET_PACKAGING'; include: boolean }
  | { type: 'CHECK_ORDER' }
  /** The shopper picks a shipping method (PUT deliverymode). */
  | { type: 'SET_SHIPPING_METHOD'; code: string }
  /** The shopper asks whether same-day delivery reaches a postal code; the check sequence follows. */
  | { type: 'CHECK_SDD_POSTAL_CODE'; postalCode: string }
  | { type: 'SET_GIFT_MESSAGE'; entryNumber: number; info: GiftCardInfo }
  /** Drops a saved-for-later item for good. */
  | { type: 'REMOVE_SAVED'; entryNumber: number }
  /** Switches a promotion the shopper may choose (employee discount, loyalty free shipping). */
  | { type: 'APPLY_PROMOTION'; promotionId: string; apply: boolean }
  | { type: 'DISMISS_MODAL' };

/**
 * Lifecycle events that are not the shopper's bag operations: they arrive from the session
 * (page start, login, logout) whenever they happen, so one that arrives while the bag is
 * locked waits for the operation to end instead of being lost (issue 22).
 */
export type DeferredBagEvent = Extract<BagEvent, { type: 'START' | 'LOGIN' | 'REMOVE_BAG' }>;

export interface TrackedItem {
  productId: string;
  quantity: number;
}

/**
 * What the bag tells its listeners: tracking (docs/product/bag.md §5, §7), the cookie, navigation.
 */
export type BagEmitted =
  | { type: 'tracking.addToCart'; items: TrackedItem[] }
  | { type: 'tracking.removeFromCart'; items: TrackedItem[] }
  | { type: 'tracking.couponOk'; code: string }
  | { type: 'tracking.couponKo'; code: string }
  | { type: 'bag.cartIdChanged'; cartId: string | null }
  | { type: 'bag.goToCart' };

/** Inputs of the named actors the caller provides. */
export interface BagActorInputs {
  createBag: { oldCartId: string | null; toMergeCartGuid: string | null };
  loadBag: { cartId: string };
  loadUserBags: Record<string, never>;
  addEntries: { cartId: string; entries: EntryPayload[] };
  updateEntries: { cartId: string; changes: EntryQuantityChange[] };
  validateStock: { cartId: string; refresh: boolean; sendToCrossBorder: boolean };
  saveForLater: { cartId: string; entryNumber: number };
  restoreSaved: { cartId: string; entryNumber: number; quantity: number };
  applyVoucher: { cartId: string; code: string };
  deleteVoucher: { cartId: string; code: string };
  loadShippingMethods: { cartId: string };
  setShippingMethod: { cartId: string; code: string };
  validateSddPostalCode: { cartId: string; postalCode: string };
  setPointOfSale: { cartId: string; postalCode: string; storeId: string };
  setPackaging: { cartId: string; include: boolean };
  findOrderForCart: { cartId: string };
  setGiftMessage: { cartId: string; entryNumber: number; info: GiftCardInfo };
  removeSaved: { cartId: string; entryNumber: number };
  applyPromotion: { cartId: string; promotionId: string; apply: boolean };
}

/** Outputs of the named actors (checked at run time: a malformed answer fails the operation). */
export interface BagActorOutputs {
  createBag: Bag;
  loadBag: Bag;
  loadUserBags: Bag[];
  addEntries: Bag;
  updateEntries: Bag;
  validateStock: Bag;
  saveForLater: Bag;
  restoreSaved: { bag: Bag; result: RestoreFromSaveForLaterResult };
  applyVoucher: Bag;
  deleteVoucher: Bag;
  loadShippingMethods: ShippingMethod[];
  setShippingMethod: Bag;
  validateSddPostalCode: unknown[];
  setPointOfSale: Bag;
  setPackaging: Bag;
  findOrderForCart: { code: string } | null;
  setGiftMessage: Bag;
  removeSaved: Bag;
  applyPromotion: Bag;
}

export type BagActorName = keyof BagActorInputs;
