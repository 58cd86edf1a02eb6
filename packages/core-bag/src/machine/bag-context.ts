import type { BagContext, BagMachineInput } from './bag.machine.types.js';

/** Fifteen seconds: past this a call is treated as hung and the interface unlocks. */
export const DEFAULT_BAG_TIMEOUT_MS = 15_000;

/** The bag machine's context before anything happened. */
export function initialBagContext(input: BagMachineInput = {}): BagContext {
  return {
    bag: null,
    cartId: input.cartId ?? null,
    user: input.user ?? null,
    undoEnabled: input.undoEnabled ?? true,
    timeoutMs: input.timeoutMs ?? DEFAULT_BAG_TIMEOUT_MS,
    defaultPackaging: input.defaultPackaging ?? false,
    includePackaging: input.defaultPackaging ?? false,
    firstLoad: true,
    pendingPackaging: null,
    isInterfaceLocked: false,
    undo: [],
    withoutStock: [],
    noStockNotes: [],
    wrongVoucher: false,
    isSddEnabled: false,
    sddPostalCode: null,
    shippingMethods: [],
    modal: null,
    failure: null,
    operation: null,
    placedOrderCode: null,
    pendingAdd: null,
    switchToStandard: false,
    pendingChanges: [],
    pendingRemovals: [],
    pendingUndo: null,
    pendingVoucher: null,
    pendingRestore: null,
    pendingPointOfSale: null,
    pendingMethodCode: null,
    pendingGiftMessage: null,
    pendingSavedRemoval: null,
    pendingPromotion: null,
    syncOptions: { refresh: true, sendToCrossBorder: false },
    countBeforeMerge: 0,
    mergeTarget: null,
    bestCartTried: false,
    recovery: null,
    deferred: [],
  };
}

/** What the finished operation worked on, cleared when the interface unlocks. */
export const NO_PENDING_OPERATION = {
  pendingAdd: null,
  pendingChanges: [],
  pendingRemovals: [],
  pendingUndo: null,
  pendingVoucher: null,
  pendingRestore: null,
  pendingPointOfSale: null,
  pendingMethodCode: null,
  pendingGiftMessage: null,
  pendingSavedRemoval: null,
  pendingPromotion: null,
  switchToStandard: false,
} satisfies Partial<BagContext>;
