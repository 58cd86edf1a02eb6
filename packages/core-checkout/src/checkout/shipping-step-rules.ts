import { isPickupMethod, isShipFromStoreMethod } from './shipping-method-kind.js';

export interface ShippingStepContext {
  shippingMethod: string;
  addressVerificationEnabled: boolean;
  isGuest: boolean;
  defaultAddressInvalid: boolean;
  userHasAddresses: boolean;
  saveForFutureOrders: boolean;
  nationalIdAsked: boolean;
  userHasNationalId: boolean;
  /** The submitted address carries a national id to give the user. */
  addressHasNationalId: boolean;
}

export type ShippingStepAction =
  | 'setDeliveryMode'
  | 'verifyAddress'
  | 'updateInvalidDefaultAddress'
  | 'saveAddress'
  | 'setDeliveryAddress'
  | 'updateNationalId'
  | 'markStepDone';

export const shouldVerifyAddress = (c: ShippingStepContext): boolean =>
  c.addressVerificationEnabled && !isPickupMethod(c.shippingMethod);
export const shouldUpdateInvalidDefault = (c: ShippingStepContext): boolean =>
  !c.isGuest && c.defaultAddressInvalid;
/** Guests have no address book, so only logged users without one save. */
export const shouldSaveAddress = (c: ShippingStepContext): boolean =>
  !c.isGuest && !c.userHasAddresses && c.saveForFutureOrders;
/** "Update the user with it": only when the submitted address has one to give. */
export const shouldUpdateNationalId = (c: ShippingStepContext): boolean =>
  c.nationalIdAsked && !c.isGuest && !c.userHasNationalId && c.addressHasNationalId;

/** The seven actions of the shipping step (docs/product/checkout.md §5.1) in their fixed order. */
export const SHIPPING_STEP_ORDER = [
  'setDeliveryMode',
  'verifyAddress',
  'updateInvalidDefaultAddress',
  'saveAddress',
  'setDeliveryAddress',
  'updateNationalId',
  'markStepDone',
] as const satisfies readonly ShippingStepAction[];

/** The actions of the shipping step that apply, in order; the checkout machine runs this list. */
export function shippingStepActions(c: ShippingStepContext): ShippingStepAction[] {
  const applies: Record<ShippingStepAction, boolean> = {
    setDeliveryMode: true,
    verifyAddress: shouldVerifyAddress(c),
    updateInvalidDefaultAddress: shouldUpdateInvalidDefault(c),
    saveAddress: shouldSaveAddress(c),
    setDeliveryAddress: true,
    updateNationalId: shouldUpdateNationalId(c),
    markStepDone: true,
  };
  return SHIPPING_STEP_ORDER.filter((action) => applies[action]);
}

export interface BillingStepContext {
  shippingMethod: string;
  addressVerificationEnabled: boolean;
}

export type BillingStepAction =
  'verifyAddress' | 'resendShippingData' | 'resetDeliveryMode' | 'markStepDone';

export const BILLING_STEP_ORDER = [
  'verifyAddress',
  'resendShippingData',
  'resetDeliveryMode',
  'markStepDone',
] as const satisfies readonly BillingStepAction[];

/**
 * docs/product/checkout.md §6, billing step: verify the address likewise (when verification is on);
 * for a ship-from-store method re-send the shipping data, for a pickup re-set the method (pickup_2h
 * is both: it re-sends); then the step is done.
 */
export function billingStepActions(c: BillingStepContext): BillingStepAction[] {
  const shipFromStore = isShipFromStoreMethod(c.shippingMethod);
  const applies: Record<BillingStepAction, boolean> = {
    verifyAddress: c.addressVerificationEnabled,
    resendShippingData: shipFromStore,
    resetDeliveryMode: !shipFromStore && isPickupMethod(c.shippingMethod),
    markStepDone: true,
  };
  return BILLING_STEP_ORDER.filter((action) => applies[action]);
}
