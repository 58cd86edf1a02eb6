import type { CallOptions } from '../calls/call-signal.js';
import { PAYMENT_SUCCESS, type PaymentVerification } from '../payment/payment-creation-result.js';
import { IN_PROCESS } from '../payment/verify-payment-with-retry.js';
import type { CheckoutPort } from '../ports/checkout-port.js';
import type { AcceptRequest, PaymentPort, ReturnParams } from '../ports/payment-port.js';
import type { ConfirmationStore } from './confirmation-store.js';
import type { VerificationPlan } from './verification-plan.js';

export interface VerificationDeps {
  payment: PaymentPort;
  checkout: CheckoutPort;
  store: ConfirmationStore;
}

export interface VerificationRequest {
  plan: VerificationPlan;
  cartId: string;
  params: ReturnParams;
}

/** Accept calls that take the cart and the return parameters as they are. */
const ACCEPT = {
  klarna: 'acceptKlarna',
  afterpaytouch: 'acceptAfterpayTouch',
  multibanco: 'acceptMultibanco',
  giropay: 'acceptGiropay',
  mbway: 'acceptMbway',
  pelecard: 'acceptPelecardOrder',
  fac: 'acceptFacOrder',
  mercadopago: 'acceptMercadoPago',
  paypalExpress: 'acceptPaypalExpressOrder',
  // The recursive group polls each method's own accept call; Blik is accepted through P24.
  yookassa: 'acceptYookassaOrder',
  payu: 'acceptPayuOrder',
  p24: 'acceptP24Order',
  blik: 'acceptP24Order',
  kueski: 'acceptKueskiOrder',
  bizum: 'acceptBizum',
} as const satisfies Record<string, keyof PaymentPort>;

type AcceptCall = (typeof ACCEPT)[keyof typeof ACCEPT];
type RequestOf<C extends keyof PaymentPort> = Parameters<PaymentPort[C]>[0];

/**
 * The one call a verification repeats while the payment is in process
 * (docs/product/payments.md §3.1): which port entry, with which request. Plain data, so a machine
 * can keep it in its context.
 */
export type VerificationPoll =
  | { call: AcceptCall; request: AcceptRequest }
  | { call: 'verifyRecursive' | 'verifyGeneric'; request: RequestOf<'verifyRecursive'> }
  | { call: 'verify3dSecure'; request: RequestOf<'verify3dSecure'> }
  | { call: 'acceptOney'; request: RequestOf<'acceptOney'> }
  | { call: 'acceptTabbyOrder'; request: RequestOf<'acceptTabbyOrder'> }
  | { call: 'acceptPowertranz'; request: RequestOf<'acceptPowertranz'> }
  | { call: 'acceptPaypalOrder'; request: RequestOf<'acceptPaypalOrder'> }
  | { call: 'getAddiStatus'; request: string };

/** What follows a successful poll: Addi confirms the order (its only closing call). */
export type VerificationFinish = 'confirmAddiOrder' | null;

export type VerificationStart =
  /** Settled by the first calls: nothing to poll. */
  | { kind: 'settled'; verification: PaymentVerification }
  | { kind: 'poll'; poll: VerificationPoll; finish: VerificationFinish };

const poll = (p: VerificationPoll): VerificationStart => ({ kind: 'poll', poll: p, finish: null });

function defaultPoll(cartId: string, params: ReturnParams, method: string, express: boolean) {
  if (method === 'paypal' && !express) {
    return poll({
      call: 'acceptPaypalOrder',
      request: {
        cartId,
        paymentId: params['paymentId'] ?? '',
        token: params['token'] ?? '',
        payerId: params['PayerID'] ?? '',
      },
    });
  }
  const key = method === 'paypal' ? 'paypalExpress' : method;
  if (Object.hasOwn(ACCEPT, key)) {
    return poll({ call: ACCEPT[key as keyof typeof ACCEPT], request: { cartId, params } });
  }
  return poll({ call: 'verifyGeneric', request: { cartId, params, method } });
}

/**
 * The first, one-off calls of a plan (docs/product/payments.md §3.3), then what to poll. Oney takes
 * the stored merchant reference and removes it at once: it belongs to this one attempt.
 */
export async function startVerification(
  deps: VerificationDeps,
  { plan, cartId, params }: VerificationRequest,
  options: CallOptions = {},
): Promise<VerificationStart> {
  const { payment } = deps;
  switch (plan.kind) {
    case 'threeDSecure':
    case 'googlePay':
    case 'amazonPay3ds': {
      const { md, paRes } = plan;
      // Wallet payments are verified against the cart they paid for.
      const includeCart = plan.kind === 'threeDSecure' ? plan.includeCart : true;
      return poll({ call: 'verify3dSecure', request: { cartId, md, paRes, includeCart } });
    }
    case 'mercadoPago':
      return poll({ call: 'acceptMercadoPago', request: { cartId, params } });
    case 'addi': {
      const accepted = await payment.acceptAddi({ cartId, params }, options);
      if (accepted.status !== PAYMENT_SUCCESS && accepted.status !== IN_PROCESS) {
        return { kind: 'settled', verification: accepted };
      }
      return {
        kind: 'poll',
        poll: { call: 'getAddiStatus', request: cartId },
        finish: 'confirmAddiOrder',
      };
    }
    case 'oney': {
      const merchantReference = await deps.store.readOneyMerchantReference();
      if (merchantReference === null) throw new Error('Oney merchant reference is missing');
      await deps.store.removeOneyMerchantReference();
      return poll({ call: 'acceptOney', request: { cartId, params, merchantReference } });
    }
    case 'recursive':
      return Object.hasOwn(ACCEPT, plan.method)
        ? poll({ call: ACCEPT[plan.method as keyof typeof ACCEPT], request: { cartId, params } })
        : poll({ call: 'verifyRecursive', request: { cartId, params, method: plan.method } });
    case 'tabby':
      return poll({
        call: 'acceptTabbyOrder',
        request: { cartId, paymentId: plan.paymentId, orderCode: plan.orderCode },
      });
    case 'powertranz': {
      const systemToken = await payment.getPowertranzSystemToken(cartId, options);
      return poll({
        call: 'acceptPowertranz',
        request: { cartId, token: plan.token, systemToken },
      });
    }
    case 'amazonPayLookup': {
      const purchase = await deps.checkout.getOrderByCartId(cartId, options);
      return {
        kind: 'settled',
        verification: {
          status: PAYMENT_SUCCESS,
          orderCode: purchase.code,
          email: purchase.purchaser.email,
        },
      };
    }
    case 'default':
      return defaultPoll(cartId, params, plan.method, plan.express);
  }
}

/** One call of the poll. */
export function pollVerification(
  payment: PaymentPort,
  { call, request }: VerificationPoll,
  options: CallOptions = {},
): Promise<PaymentVerification> {
  // Each member pairs an entry with its own request type; TypeScript cannot follow the pair.
  const entry = payment[call] as (
    r: typeof request,
    o: CallOptions,
  ) => Promise<PaymentVerification>;
  return entry.call(payment, request, options);
}

/** The closing call after a successful poll, when the plan has one. */
export function finishVerification(
  payment: PaymentPort,
  cartId: string,
  finish: NonNullable<VerificationFinish>,
  options: CallOptions = {},
): Promise<PaymentVerification> {
  return payment[finish](cartId, options);
}
