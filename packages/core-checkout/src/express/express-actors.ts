import { fromPromise } from 'xstate';
import type { Purchaser } from '../entities/purchaser.js';
import type { ShippingAddress } from '../entities/shipping-address.js';
import type { PaymentCreationResult } from '../payment/payment-creation-result.js';
import type { CheckoutPort } from '../ports/checkout-port.js';
import type { ExpressPayInput } from './express-checkout.machine.js';
import type { ExpressRegisterInput, SessionTokens } from './express-register.machine.js';

/** The express checkout's bag calls backed by a CheckoutPort; `pay` stays the caller's. */
export function expressCheckoutActorsFrom(
  port: CheckoutPort,
  pay: (input: ExpressPayInput) => Promise<PaymentCreationResult>,
) {
  return {
    loginAsGuest: fromPromise<void, { email: string }>(({ input }) =>
      port.loginAsGuest(input.email),
    ),
    setShippingAddress: fromPromise<void, { address: ShippingAddress }>(({ input }) =>
      port.setDeliveryAddress(input.address),
    ),
    setGuestData: fromPromise<void, { purchaser: Purchaser }>(({ input }) =>
      port.setGuestData(input.purchaser),
    ),
    pay: fromPromise<PaymentCreationResult, ExpressPayInput>(({ input }) => pay(input)),
  };
}

/** The express registration's calls; storing the session is the client's own business. */
export function expressRegisterActorsFrom(
  port: CheckoutPort,
  storeSession: (tokens: SessionTokens) => Promise<void>,
) {
  return {
    registerCustomer: fromPromise<void, ExpressRegisterInput>(({ input }) =>
      port.registerCustomer(input.data, input.captchaToken),
    ),
    login: fromPromise<SessionTokens, { email: string; password: string }>(({ input }) =>
      port.login(input.email, input.password),
    ),
    storeSession: fromPromise<void, SessionTokens>(({ input }) => storeSession(input)),
    subscribeNewsletter: fromPromise<void, { email: string }>(({ input }) =>
      port.subscribeNewsletter(input.email),
    ),
  };
}
