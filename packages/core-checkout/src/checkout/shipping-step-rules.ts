import { isPickupMethod } from './shipping-method-kind.js';

export interface ShippingStepContext {
  shippingMethod: string;
  addressVerificationEnabled: boolean;
  isGuest: boolean;
  defaultAddressInvalid: boolean;
  userHasAddresses: boolean;
  saveForFutureOrders: boolean;
  nationalIdAsked: boolean;
  userHasNationalId: boolean;
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
export const shouldUpdateNationalId = (c: ShippingStepContext): boolean =>
  c.nationalIdAsked && !c.isGuest && !c.userHasNationalId;

/** The seven actions of the shipping step (spec 2, 4.8) that apply, in their fixed order. */
export function shippingStepActions(c: ShippingStepContext): ShippingStepAction[] {
  const steps: [ShippingStepAction, boolean][] = [
    ['setDeliveryMode', true],
    ['verifyAddress', shouldVerifyAddress(c)],
    ['updateInvalidDefaultAddress', shouldUpdateInvalidDefault(c)],
    ['saveAddress', shouldSaveAddress(c)],
    ['setDeliveryAddress', true],
    ['updateNationalId', shouldUpdateNationalId(c)],
    ['markStepDone', true],
  ];
  return steps.filter(([, applies]) => applies).map(([action]) => action);
}
