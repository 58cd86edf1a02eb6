import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';
import { callActor } from '../calls/call-actor.js';
import type { CallOptions } from '../calls/call-signal.js';
import type { BillingAddress } from '../entities/billing-address.js';
import { purchaseSchema } from '../entities/purchase.js';
import type { ShippingAddress } from '../entities/shipping-address.js';
import type { CheckoutPort } from '../ports/checkout-port.js';
import { addressVerificationSchema } from './address-verification.js';
import { checkoutDataSchema, deliveryModesSchema } from './checkout-data.js';
import { classifyCheckoutError } from './checkout-fill-error.js';

type AddressAndMethod = { address: ShippingAddress; method: string };

const nothing = lazySchema(() => z.unknown().transform((): void => undefined));
const classify = classifyCheckoutError;

/** A bag update: its answer carries nothing the checkout reads. */
const update = <I>(call: (input: I, options: CallOptions) => Promise<unknown>) =>
  callActor({ call, answer: nothing, classify });

/** The checkout machine's actors backed by a CheckoutPort. */
export function checkoutActorsFrom(port: CheckoutPort) {
  /** Address, then method: the bag recomputes delivery for the address it has (4.8 step 5). */
  const sendToBag = update(async ({ address, method }: AddressAndMethod, o) => {
    await port.setDeliveryAddress(address, o);
    await port.setDeliveryMode(method, o);
  });
  const setMethod = update((input: { method: string }, o) => port.setDeliveryMode(input.method, o));
  return {
    loadCheckoutData: callActor({
      call: async (_: void, o: CallOptions) => {
        const [addresses, countries, deliveryModes] = await Promise.all([
          port.getAddresses(o),
          port.getDeliveryCountries(o),
          port.getDeliveryModes(o),
        ]);
        return { addresses, countries, deliveryModes };
      },
      answer: checkoutDataSchema,
      classify,
    }),
    autoFill: update(async (input: AddressAndMethod, o) => {
      await port.setDeliveryMode(input.method, o);
      await port.setDeliveryAddress(input.address, o);
    }),
    setGuestEmail: update((input: { email: string }, o) => port.setEmail(input.email, o)),
    setDeliveryMode: setMethod,
    validateAddress: callActor({
      call: (input: { address: ShippingAddress | BillingAddress }, o: CallOptions) =>
        port.validateAddress(input.address, o),
      answer: addressVerificationSchema,
      classify,
    }),
    updateAddress: update((input: { address: ShippingAddress }, o) =>
      port.updateAddress(input.address, o),
    ),
    addAddress: update((input: { address: ShippingAddress }, o) =>
      port.addAddress(input.address, o),
    ),
    setDeliveryAddress: sendToBag,
    updateUserNationalId: update((input: { nationalId: string }, o) =>
      port.updateUserNationalId(input.nationalId, o),
    ),
    reloadDeliveryModes: callActor({
      call: (_: void, o: CallOptions) => port.getDeliveryModes(o),
      answer: deliveryModesSchema,
      classify,
    }),
    resendShippingData: sendToBag,
    resetDeliveryMode: setMethod,
    findOrder: callActor({
      call: (input: { cartId: string }, o: CallOptions) => port.getOrderByCartId(input.cartId, o),
      answer: purchaseSchema.transform((purchase) => purchase.code),
      classify,
    }),
  };
}
