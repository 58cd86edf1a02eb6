import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';
import { callActor } from '../calls/call-actor.js';
import type { CallOptions } from '../calls/call-signal.js';
import type { Purchaser } from '../entities/purchaser.js';
import type { ShippingAddress } from '../entities/shipping-address.js';
import {
  paymentCreationResultSchema,
  type PaymentCreationResult,
} from '../payment/payment-creation-result.js';
import type { CheckoutPort } from '../ports/checkout-port.js';
import type { ExpressPayInput } from './express-checkout.machine.js';
import { expressErrorDetails } from './express-error-modal.js';
import type { ExpressRegisterInput, SessionTokens } from './express-register.machine.js';

const nothing = lazySchema(() => z.unknown().transform((): void => undefined));
const sessionTokensSchema = lazySchema(() =>
  z.object({
    accessToken: z.string().min(1),
    refreshToken: z.string().optional(),
  }),
);
/** Express registration failures only say which call failed (the modal's labels do the rest). */
const failed = (): null => null;

/** The express checkout's bag calls backed by a CheckoutPort; `pay` stays the caller's. */
export function expressCheckoutActorsFrom(
  port: CheckoutPort,
  pay: (input: ExpressPayInput, options: CallOptions) => Promise<PaymentCreationResult>,
) {
  const bagCall = <I>(call: (input: I, options: CallOptions) => Promise<unknown>) =>
    callActor({ call, answer: nothing, classify: expressErrorDetails });
  return {
    loginAsGuest: bagCall((input: { email: string }, o) => port.loginAsGuest(input.email, o)),
    setShippingAddress: bagCall((input: { address: ShippingAddress }, o) =>
      port.setDeliveryAddress(input.address, o),
    ),
    setGuestData: bagCall((input: { purchaser: Purchaser }, o) =>
      port.setGuestData(input.purchaser, o),
    ),
    pay: callActor({
      call: pay,
      answer: paymentCreationResultSchema,
      classify: expressErrorDetails,
    }),
  };
}

/** The express registration's calls; storing the session is the client's own business. */
export function expressRegisterActorsFrom(
  port: CheckoutPort,
  storeSession: (tokens: SessionTokens, options: CallOptions) => Promise<void>,
) {
  return {
    registerCustomer: callActor({
      call: (input: ExpressRegisterInput, o: CallOptions) =>
        port.registerCustomer(input.data, input.captchaToken, o),
      answer: nothing,
      classify: failed,
    }),
    login: callActor({
      call: (input: { email: string; password: string }, o: CallOptions) =>
        port.login(input.email, input.password, o),
      answer: sessionTokensSchema,
      classify: failed,
    }),
    storeSession: callActor({ call: storeSession, answer: nothing, classify: failed }),
    subscribeNewsletter: callActor({
      call: (input: { email: string }, o: CallOptions) => port.subscribeNewsletter(input.email, o),
      answer: nothing,
      classify: failed,
    }),
  };
}
