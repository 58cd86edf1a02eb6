import {
  IN_PROCESS,
  verifyPaymentWithRetry,
  type VerifyRetryOptions,
} from '../payment/verify-payment-with-retry.js';
import { PAYMENT_SUCCESS, type PaymentVerification } from '../payment/payment-creation-result.js';
import type { CheckoutPort } from '../ports/checkout-port.js';
import type { PaymentPort, ReturnParams } from '../ports/payment-port.js';
import type { ConfirmationStore } from './confirmation-store.js';
import type { VerificationPlan } from './verification-plan.js';

export interface VerificationDeps {
  payment: PaymentPort;
  checkout: CheckoutPort;
  store: ConfirmationStore;
  retry?: VerifyRetryOptions;
}

export interface VerificationRequest {
  plan: VerificationPlan;
  cartId: string;
  params: ReturnParams;
}

const SIMPLE_ACCEPT = {
  klarna: 'acceptKlarna',
  afterpaytouch: 'acceptAfterpayTouch',
  multibanco: 'acceptMultibanco',
  giropay: 'acceptGiropay',
  mbway: 'acceptMbway',
  pelecard: 'acceptPelecardOrder',
  fac: 'acceptFacOrder',
} as const satisfies Record<string, keyof PaymentPort>;

/** The recursive group polls each method's own accept call; Blik is accepted through P24. */
const RECURSIVE_ACCEPT = {
  yookassa: 'acceptYookassaOrder',
  payu: 'acceptPayuOrder',
  p24: 'acceptP24Order',
  blik: 'acceptP24Order',
  kueski: 'acceptKueskiOrder',
  bizum: 'acceptBizum',
} as const satisfies Record<string, keyof PaymentPort>;

function verifyRecursive(
  deps: VerificationDeps,
  cartId: string,
  params: ReturnParams,
  method: string,
) {
  if (Object.hasOwn(RECURSIVE_ACCEPT, method)) {
    return deps.payment[RECURSIVE_ACCEPT[method as keyof typeof RECURSIVE_ACCEPT]]({
      cartId,
      params,
    });
  }
  return deps.payment.verifyRecursive({ cartId, params, method });
}

function isSimpleAccept(method: string): method is keyof typeof SIMPLE_ACCEPT {
  return Object.hasOwn(SIMPLE_ACCEPT, method);
}

async function verifyOney(deps: VerificationDeps, cartId: string, params: ReturnParams) {
  const merchantReference = await deps.store.readOneyMerchantReference();
  if (merchantReference === null) throw new Error('Oney merchant reference is missing');
  try {
    return await verifyPaymentWithRetry(
      () => deps.payment.acceptOney({ cartId, params, merchantReference }),
      deps.retry,
    );
  } finally {
    // The reference belongs to one attempt: a later confirmation must not reuse it.
    await deps.store.removeOneyMerchantReference();
  }
}

/** Addi: accept, poll the status while in process, then confirm the order. */
async function verifyAddi(deps: VerificationDeps, cartId: string, params: ReturnParams) {
  const accepted = await deps.payment.acceptAddi({ cartId, params });
  if (accepted.status !== PAYMENT_SUCCESS && accepted.status !== IN_PROCESS) return accepted;
  const status = await verifyPaymentWithRetry(() => deps.payment.getAddiStatus(cartId), deps.retry);
  if (status.status !== PAYMENT_SUCCESS) return status;
  return deps.payment.confirmAddiOrder(cartId);
}

function verifyDefault(
  deps: VerificationDeps,
  cartId: string,
  params: ReturnParams,
  method: string,
  express: boolean,
) {
  const { payment } = deps;
  if (method === 'paypal') {
    return express
      ? payment.acceptPaypalExpressOrder({ cartId, params })
      : payment.acceptPaypalOrder({
          cartId,
          paymentId: params['paymentId'] ?? '',
          token: params['token'] ?? '',
          payerId: params['PayerID'] ?? '',
        });
  }
  if (isSimpleAccept(method)) return payment[SIMPLE_ACCEPT[method]]({ cartId, params });
  return payment.verifyGeneric({ cartId, params, method });
}

/** Runs a verification plan against the ports; IN_PROCESS answers are polled (spec 2, 4.10). */
export async function runVerification(
  deps: VerificationDeps,
  { plan, cartId, params }: VerificationRequest,
): Promise<PaymentVerification> {
  const { payment } = deps;
  const retry = (call: () => Promise<PaymentVerification>) =>
    verifyPaymentWithRetry(call, deps.retry);
  switch (plan.kind) {
    case 'threeDSecure':
      return retry(() =>
        payment.verify3dSecure({
          cartId,
          md: plan.md,
          paRes: plan.paRes,
          includeCart: plan.includeCart,
        }),
      );
    case 'googlePay':
    case 'amazonPay3ds':
      // Wallet payments are verified against the cart they paid for.
      return retry(() =>
        payment.verify3dSecure({ cartId, md: plan.md, paRes: plan.paRes, includeCart: true }),
      );
    case 'mercadoPago':
      return retry(() => payment.acceptMercadoPago({ cartId, params }));
    case 'addi':
      return verifyAddi(deps, cartId, params);
    case 'oney':
      return verifyOney(deps, cartId, params);
    case 'recursive':
      return retry(() => verifyRecursive(deps, cartId, params, plan.method));
    case 'tabby':
      return retry(() =>
        payment.acceptTabbyOrder({ cartId, paymentId: plan.paymentId, orderCode: plan.orderCode }),
      );
    case 'powertranz': {
      const systemToken = await payment.getPowertranzSystemToken(cartId);
      return retry(() => payment.acceptPowertranz({ cartId, token: plan.token, systemToken }));
    }
    case 'amazonPayLookup': {
      const purchase = await deps.checkout.getOrderByCartId(cartId);
      return { status: PAYMENT_SUCCESS, orderCode: purchase.code, email: purchase.purchaser.email };
    }
    case 'default':
      return retry(() => verifyDefault(deps, cartId, params, plan.method, plan.express));
  }
}
