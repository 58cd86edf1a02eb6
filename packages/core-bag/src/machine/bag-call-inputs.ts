import { payloadOf } from './bag-machine-helpers.js';
import type { BagActorInputs, BagActorName, BagContext } from './bag.machine.types.js';

// Guards let a call start only with a cart id; an empty id makes the back-end answer 404.
const cartIdOf = (context: BagContext): string => context.cartId ?? '';

/** What each call sends, read from the running operation's data in the context. */
export const BAG_CALL_INPUTS: {
  [N in BagActorName]: (args: { context: BagContext }) => BagActorInputs[N];
} = {
  // A new bag, or during a merge the anonymous bag merged into the user's latest.
  createBag: ({ context }) =>
    context.operation === 'merge'
      ? { oldCartId: context.cartId, toMergeCartGuid: context.mergeTarget }
      : { oldCartId: null, toMergeCartGuid: null },
  loadBag: ({ context }) => ({ cartId: cartIdOf(context) }),
  loadUserBags: () => ({}),
  // An undo re-adds the removed line; an add posts the items that have stock.
  addEntries: ({ context }) => ({
    cartId: cartIdOf(context),
    entries:
      context.pendingUndo !== null
        ? [payloadOf(context.pendingUndo)]
        : (context.pendingAdd?.items ?? []).map((item) => item.payload),
  }),
  updateEntries: ({ context }) => ({ cartId: cartIdOf(context), changes: context.pendingChanges }),
  validateStock: ({ context }) => ({ cartId: cartIdOf(context), ...context.syncOptions }),
  saveForLater: ({ context }) => ({
    cartId: cartIdOf(context),
    entryNumber: context.pendingRemovals[0]?.entryNumber ?? -1,
  }),
  restoreSaved: ({ context }) => ({
    cartId: cartIdOf(context),
    entryNumber: context.pendingRestore?.entryNumber ?? -1,
    quantity: context.pendingRestore?.quantity ?? 1,
  }),
  applyVoucher: ({ context }) => ({
    cartId: cartIdOf(context),
    code: context.pendingVoucher ?? '',
  }),
  deleteVoucher: ({ context }) => ({
    cartId: cartIdOf(context),
    code: context.pendingVoucher ?? '',
  }),
  loadShippingMethods: ({ context }) => ({ cartId: cartIdOf(context) }),
  setShippingMethod: ({ context }) => ({
    cartId: cartIdOf(context),
    code: context.pendingMethodCode ?? 'standard',
  }),
  validateSddPostalCode: ({ context }) => ({
    cartId: cartIdOf(context),
    postalCode: context.sddPostalCode ?? '',
  }),
  setPointOfSale: ({ context }) => ({
    cartId: cartIdOf(context),
    postalCode: context.pendingPointOfSale?.postalCode ?? '',
    storeId: context.pendingPointOfSale?.storeId ?? '',
  }),
  setPackaging: ({ context }) => ({
    cartId: cartIdOf(context),
    include: context.pendingPackaging ?? context.includePackaging,
  }),
  findOrderForCart: ({ context }) => ({ cartId: cartIdOf(context) }),
  setGiftMessage: ({ context }) => ({
    cartId: cartIdOf(context),
    entryNumber: context.pendingGiftMessage?.entryNumber ?? -1,
    info: context.pendingGiftMessage?.info ?? {
      destinationMessage: '',
      fromMessage: '',
      message: '',
    },
  }),
  removeSaved: ({ context }) => ({
    cartId: cartIdOf(context),
    entryNumber: context.pendingSavedRemoval ?? -1,
  }),
  applyPromotion: ({ context }) => ({
    cartId: cartIdOf(context),
    promotionId: context.pendingPromotion?.promotionId ?? '',
    apply: context.pendingPromotion?.apply ?? false,
  }),
};
