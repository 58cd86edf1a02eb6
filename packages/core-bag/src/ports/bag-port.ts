import type { Address } from '@atelier/core-catalogue';
import type { CallOptions } from '../calls/call-signal.js';
import type { Bag } from '../entities/bag.schema.js';
import type { EntryPayload, GiftCardInfo } from '../entities/entry-payload.schema.js';
import type { RestoreFromSaveForLaterResult } from '../entities/save-for-later.schema.js';

/**
 * The bag calls of docs/product/commerce-api.md §6, §7 that the bag machine needs. Adapters
 * implement it (the OCC client, the sandbox); `cartId` is the guid for anonymous bags or the code
 * for a user's. Every call answers the bag as it now is, so the machine never guesses.
 */
export interface BagPort {
  // Every call takes an optional last `{ signal }`: the machines pass their actor's signal,
  // so a call whose state was left (timeout, stop) is aborted rather than left running.
  /** POST /users/{u}/carts: a new bag; with toMergeCartGuid, the merge of oldCartId into it. */
  createBag(
    options: { oldCartId?: string | null; toMergeCartGuid?: string | null },
    call?: CallOptions,
  ): Promise<Bag>;
  /** GET /carts/{cart} */
  getBag(cartId: string, options?: CallOptions): Promise<Bag>;
  /** GET carts: the logged user's bags. */
  getUserBags(options?: CallOptions): Promise<Bag[]>;
  /** POST entries (one), entries/multiple (several) or entries/engravings (engraved). */
  addEntries(cartId: string, entries: EntryPayload[], options?: CallOptions): Promise<Bag>;
  /** PATCH /entries/{n} */
  updateEntryQuantity(
    cartId: string,
    entryNumber: number,
    quantity: number,
    options?: CallOptions,
  ): Promise<Bag>;
  /** DELETE /entries/{n} */
  removeEntry(cartId: string, entryNumber: number, options?: CallOptions): Promise<Bag>;
  /** GET /validate; rejects with an InsufficientStockError body when stock is missing. */
  validateStock(
    cartId: string,
    options: { refresh: boolean; sendToCrossBorder: boolean },
    call?: CallOptions,
  ): Promise<Bag>;
  /** PUT /email (guest checkout). */
  setGuestEmail(cartId: string, email: string, options?: CallOptions): Promise<Bag>;
  /** PUT or POST /addresses/delivery */
  setDeliveryAddress(cartId: string, address: Address, options?: CallOptions): Promise<Bag>;
  /** PUT /deliverymode */
  setDeliveryMode(cartId: string, code: string, options?: CallOptions): Promise<Bag>;
  /** DELETE /deliverymode */
  removeDeliveryMode(cartId: string, options?: CallOptions): Promise<Bag>;
  /** POST vouchers?voucherId= */
  applyVoucher(cartId: string, code: string, options?: CallOptions): Promise<Bag>;
  /** DELETE vouchers/{code} */
  removeVoucher(cartId: string, code: string, options?: CallOptions): Promise<Bag>;
  /** PUT /entries/giftcardinfo/{n} */
  setGiftCardInfo(
    cartId: string,
    entryNumber: number,
    info: GiftCardInfo,
    options?: CallOptions,
  ): Promise<Bag>;
  /** Save for later: add. */
  saveForLater(cartId: string, entryNumber: number, options?: CallOptions): Promise<Bag>;
  /** Save for later: restore, with how many units really came back. */
  restoreFromSaveForLater(
    cartId: string,
    entryNumber: number,
    quantity: number,
    options?: CallOptions,
  ): Promise<{ bag: Bag; result: RestoreFromSaveForLaterResult }>;
  /** Save for later: remove. */
  removeFromSaveForLater(cartId: string, entryNumber: number, options?: CallOptions): Promise<Bag>;
  /** PUT /packaging */
  setPackaging(cartId: string, includePackaging: boolean, options?: CallOptions): Promise<Bag>;
  /** The set-point-of-sale-and-postal-code call; the bag carries productAvailabilityErrors. */
  setPointOfSaleAndPostalCode(
    cartId: string,
    postalCode: string,
    storeId: string,
    options?: CallOptions,
  ): Promise<Bag>;
  /** The order a cart became, if it did (GET /orders/byCartId/{id}). */
  findOrderForCart(cartId: string, options?: CallOptions): Promise<{ code: string } | null>;
}
