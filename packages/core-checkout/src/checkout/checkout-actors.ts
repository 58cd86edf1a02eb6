import { fromPromise } from 'xstate';
import type { BillingAddress } from '../entities/billing-address.js';
import type { ShippingAddress } from '../entities/shipping-address.js';
import type { CheckoutPort } from '../ports/checkout-port.js';
import type { AddressVerification } from './address-verification.js';
import type { DeliveryMode } from './checkout-bag.js';
import type { CheckoutData } from './checkout-machine-types.js';

type AddressAndMethod = { address: ShippingAddress; method: string };

/** Address, then method: the bag recomputes delivery for the address it has (spec 2, 4.8 step 5). */
async function sendToBag(port: CheckoutPort, { address, method }: AddressAndMethod): Promise<void> {
  await port.setDeliveryAddress(address);
  await port.setDeliveryMode(method);
}

/** The checkout machine's actors backed by a CheckoutPort. */
export function checkoutActorsFrom(port: CheckoutPort) {
  return {
    loadCheckoutData: fromPromise<CheckoutData, void>(async () => {
      const [addresses, countries, deliveryModes] = await Promise.all([
        port.getAddresses(),
        port.getDeliveryCountries(),
        port.getDeliveryModes(),
      ]);
      return { addresses, countries, deliveryModes };
    }),
    autoFill: fromPromise<void, AddressAndMethod>(async ({ input }) => {
      await port.setDeliveryMode(input.method);
      await port.setDeliveryAddress(input.address);
    }),
    setGuestEmail: fromPromise<void, { email: string }>(({ input }) => port.setEmail(input.email)),
    setDeliveryMode: fromPromise<void, { method: string }>(({ input }) =>
      port.setDeliveryMode(input.method),
    ),
    validateAddress: fromPromise<AddressVerification, { address: ShippingAddress }>(({ input }) =>
      port.validateAddress(input.address),
    ),
    updateAddress: fromPromise<void, { address: ShippingAddress }>(async ({ input }) => {
      await port.updateAddress(input.address);
    }),
    addAddress: fromPromise<void, { address: ShippingAddress }>(async ({ input }) => {
      await port.addAddress(input.address);
    }),
    setDeliveryAddress: fromPromise<void, AddressAndMethod>(({ input }) => sendToBag(port, input)),
    updateUserNationalId: fromPromise<void, { nationalId: string }>(({ input }) =>
      port.updateUserNationalId(input.nationalId),
    ),
    reloadDeliveryModes: fromPromise<DeliveryMode[], void>(() => port.getDeliveryModes()),
    validateBillingAddress: fromPromise<AddressVerification, { address: BillingAddress }>(
      ({ input }) => port.validateAddress(input.address),
    ),
    resendShippingData: fromPromise<void, AddressAndMethod>(({ input }) => sendToBag(port, input)),
    resetDeliveryMode: fromPromise<void, { method: string }>(({ input }) =>
      port.setDeliveryMode(input.method),
    ),
    findOrder: fromPromise<string, { cartId: string }>(
      async ({ input }) => (await port.getOrderByCartId(input.cartId)).code,
    ),
  };
}
