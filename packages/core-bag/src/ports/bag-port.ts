import type { Bag, BagAddress } from '../entities/bag.schema.js';
import type { EntryPayload, GiftCardInfo } from '../entities/entry-payload.schema.js';
import type { RestoreFromSaveForLaterResult } from '../entities/save-for-later.schema.js';

/**
 * The bag calls of spec 2, 7.1 and 7.2 that the bag machine needs. Adapters implement it
 * (the OCC client, the sandbox); `cartId` is the guid for anonymous bags or the code for a
 * user's. Every call answers the bag as it now is, so the machine never guesses.
 */
export interface BagPort {
  /** POST /users/{u}/carts: a new bag; with toMergeCartGuid, the merge of oldCartId into it. */
  createBag(options: { oldCartId?: string | null; toMergeCartGuid?: string | null }): Promise<Bag>;
  /** GET /carts/{cart} */
  getBag(cartId: string): Promise<Bag>;
  /** GET carts: the logged user's bags. */
  getUserBags(): Promise<Bag[]>;
  /** POST entries (one), entries/multiple (several) or entries/engravings (engraved). */
  addEntries(cartId: string, entries: EntryPayload[]): Promise<Bag>;
  /** PATCH /entries/{n} */
  updateEntryQuantity(cartId: string, entryNumber: number, quantity: number): Promise<Bag>;
  /** DELETE /entries/{n} */
  removeEntry(cartId: string, entryNumber: number): Promise<Bag>;
  /** GET /validate; rejects with an InsufficientStockError body when stock is missing. */
  validateStock(
    cartId: string,
    options: { refresh: boolean; sendToCrossBorder: boolean },
  ): Promise<Bag>;
  /** PUT /email (guest checkout). */
  setGuestEmail(cartId: string, email: string): Promise<Bag>;
  /** PUT or POST /addresses/delivery */
  setDeliveryAddress(cartId: string, address: BagAddress): Promise<Bag>;
  /** PUT /deliverymode */
  setDeliveryMode(cartId: string, code: string): Promise<Bag>;
  /** DELETE /deliverymode */
  removeDeliveryMode(cartId: string): Promise<Bag>;
  /** POST vouchers?voucherId= */
  applyVoucher(cartId: string, code: string): Promise<Bag>;
  /** DELETE vouchers/{code} */
  removeVoucher(cartId: string, code: string): Promise<Bag>;
  /** PUT /entries/giftcardinfo/{n} */
  setGiftCardInfo(cartId: string, entryNumber: number, info: GiftCardInfo): Promise<Bag>;
  /** Save for later: add. */
  saveForLater(cartId: string, entryNumber: number): Promise<Bag>;
  /** Save for later: restore, with how many units really came back. */
  restoreFromSaveForLater(
    cartId: string,
    entryNumber: number,
    quantity: number,
  ): Promise<{ bag: Bag; result: RestoreFromSaveForLaterResult }>;
  /** Save for later: remove. */
  removeFromSaveForLater(cartId: string, entryNumber: number): Promise<Bag>;
  /** PUT /packaging */
  setPackaging(cartId: string, includePackaging: boolean): Promise<Bag>;
  /** The set-point-of-sale-and-postal-code call; the bag carries productAvailabilityErrors. */
  setPointOfSaleAndPostalCode(cartId: string, postalCode: string, storeId: string): Promise<Bag>;
  /** The order a cart became, if it did (GET /orders/byCartId/{id}). */
  findOrderForCart(cartId: string): Promise<{ code: string } | null>;
}
