import { randomInt } from 'node:crypto';
import { toMinorUnits } from '@atelier/core-catalogue';
import { randomToken } from './passwords.js';
import type { SandboxContext } from './context.js';
import { iso } from './context.js';
import { cartTotals, getCartByCode, type CartRow } from './cart-service.js';
import { OccError, validation } from './errors.js';
import { assertOrderable, orderView, placeOrder, type OrderRow } from './order-service.js';
import { cardSummary, type CardSummary } from './payment-cards.js';
import { cartOwner, mayUseCart } from './ownership.js';

// Declared with the handler context that carries it (context.ts imports nothing that
// imports it back); named here too, where the simulator's other exports are.
export type { PaymentSimulatorOptions } from './context.js';

export type MethodKind = 'card' | 'redirect' | 'voucher' | 'wallet' | 'cod' | 'push';

/** Every method of docs/product/commerce-api.md §10.1, by the path segment that creates it. */
export const METHOD_KINDS: Readonly<Record<string, MethodKind>> = {
  'adyen/card': 'card',
  'adyen/klarna': 'redirect',
  'adyen/afterpaytouch': 'redirect',
  'adyen/multibanco': 'voucher',
  'adyen/multibancoinsite': 'voucher',
  'adyen/oney': 'redirect',
  'adyen/oxxo': 'voucher',
  'adyen/oxxoinsite': 'voucher',
  'adyen/giropay': 'redirect',
  'adyen/mbway': 'push',
  'adyen/applepay': 'wallet',
  'adyen/googlepay': 'wallet',
  'adyen/amazonpay': 'wallet',
  'adyen/bizum': 'redirect',
  paypal: 'redirect',
  mercadopago: 'redirect',
  'cashondelivery/card': 'cod',
  pelecard: 'redirect',
  p24: 'redirect',
  yookassa: 'redirect',
  payu: 'redirect',
  tabby: 'redirect',
  addi: 'redirect',
  fac: 'redirect',
  kueski: 'redirect',
  'openpay/paynet': 'voucher',
  powertranz: 'redirect',
};

export type PaymentStatus =
  | 'AUTHORISED'
  | 'REFUSED'
  | 'IDENTIFY_SHOPPER'
  | 'CHALLENGE_SHOPPER'
  | 'REDIRECT_SHOPPER'
  | 'PRESENT_TO_SHOPPER'
  | 'IN_PROCESS';

export interface PaymentData {
  /** Brand, last four and expiry only (payment-cards.ts): never the PAN or the CVC. */
  card?: CardSummary;
  returnUrl?: string;
  /** Set by the challenge page or the provider page. */
  decision?: 'approved' | 'denied';
  fingerprinted?: boolean;
  outcome?: 'refused' | 'error';
  reference?: string;
}

export interface PaymentRow {
  id: string;
  cart_code: string;
  method: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  polls_left: number;
  data: string;
  order_code: string | null;
  created_at: string;
}

export const TEST_CARDS = {
  authorised: '4111111111111111',
  challenge: '4917610000000000',
  refused: '4000000000000002',
} as const;

export function refused(paymentId: string, message = 'Payment refused'): OccError {
  return OccError.of(400, {
    type: 'PaymentAuthorizationError',
    message,
    reason: 'REFUSED',
    subject: paymentId,
    errorCode: 'payment.refused',
  });
}

function save(
  ctx: SandboxContext,
  p: PaymentRow,
  status: PaymentStatus,
  data: PaymentData,
  polls = p.polls_left,
): PaymentRow {
  ctx.db
    .prepare('UPDATE payments SET status = ?, data = ?, polls_left = ? WHERE id = ?')
    .run(status, JSON.stringify(data), polls, p.id);
  return { ...p, status, data: JSON.stringify(data), polls_left: polls };
}

/** The one answer for a payment that is missing or not the caller's (existence doesn't leak). */
export const paymentNotFound = (id: string): OccError =>
  OccError.of(404, {
    type: 'UnknownIdentifierError',
    message: `Payment ${id} not found`,
    reason: 'notFound',
    subject: id,
  });

/** A payment by id, whoever asks: the sandbox's own pages. Routes use ownedPayment. */
export function getPayment(ctx: Pick<SandboxContext, 'db'>, id: string): PaymentRow {
  const row = ctx.db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE id = ?').get(id);
  if (!row) throw paymentNotFound(id);
  return row;
}

/**
 * A payment for its owner only (ownership.ts): a shopper's with their token, a guest's
 * with the cart guid presented alongside (`cartId`, as the OCC client sends it).
 */
export function ownedPayment(
  ctx: SandboxContext,
  id: string,
  presentedCartId: unknown,
): PaymentRow {
  const row = getPayment(ctx, id);
  const cart = cartOwner(ctx, row.cart_code);
  if (!cart || !mayUseCart(ctx, cart, presentedCartId)) throw paymentNotFound(id);
  return row;
}

/** The cart's authorised payment, if any: the only thing an order may be placed on. */
export function authorisedPayment(ctx: SandboxContext, cartCode: string): PaymentRow | undefined {
  return ctx.db
    .prepare<[string], PaymentRow>(
      "SELECT * FROM payments WHERE cart_code = ? AND status = 'AUTHORISED' ORDER BY created_at DESC, rowid DESC LIMIT 1",
    )
    .get(cartCode);
}

/** Authorises: places the order (once) and links it to the payment. */
function authorise(
  ctx: SandboxContext,
  p: PaymentRow,
  data: PaymentData,
  pending = false,
): PaymentRow {
  const cart = ctx.db
    .prepare<[string], CartRow>('SELECT * FROM carts WHERE code = ?')
    .get(p.cart_code);
  if (!cart) throw validation('Cart of the payment is gone');
  const order: OrderRow = placeOrder(ctx, cart, {
    mode: p.method.split('/').pop() ?? p.method,
    status: pending ? 'PENDING' : 'PAID',
    details: {
      ...(data.card ? { cardNumber: `************${data.card.last4}` } : {}),
      ...(data.reference
        ? {
            reference: data.reference,
            entity: '12345',
            expiry: new Date(ctx.now().getTime() + 3 * 86_400_000).toISOString(),
            barcodeUrl: `${ctx.publicBase}/sandbox/barcode/${data.reference}.svg`,
          }
        : {}),
    },
  });
  ctx.db.prepare('UPDATE payments SET order_code = ? WHERE id = ?').run(order.code, p.id);
  return save(
    ctx,
    { ...p, order_code: order.code },
    pending ? 'PRESENT_TO_SHOPPER' : 'AUTHORISED',
    data,
  );
}

export interface CreateInput {
  card?:
    | { number: string; expiryMonth: number; expiryYear: number; cvc: string; holderName: string }
    | undefined;
  storedCardId?: string | undefined;
  token?: string | undefined;
  amount?: number | undefined;
  returnUrl?: string | undefined;
  simulate?:
    { outcome?: 'refused' | 'error' | undefined; inProcessPolls?: number | undefined } | undefined;
}

export function createPayment(
  ctx: SandboxContext,
  cart: CartRow,
  method: string,
  input: CreateInput,
): PaymentRow {
  const kind = METHOD_KINDS[method];
  if (!kind) throw validation(`Unknown payment method ${method}`, 'method');
  assertOrderable(ctx, cart);
  const totals = cartTotals(ctx.db, cart, ctx.site);
  // Amounts travel in the currency's minor units (docs/product/payments.md §2.4): cents, or whole
  // yen.
  const minor = toMinorUnits({ value: totals.totalPrice, currency: ctx.site.currency });
  if (input.amount !== undefined && input.amount !== minor) {
    throw validation(
      `amount ${input.amount} does not match the cart total in minor units (${minor})`,
      'amount',
    );
  }
  const id = `pay_${randomToken(12)}`;
  const data: PaymentData = {
    ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
    ...(input.simulate?.outcome ? { outcome: input.simulate.outcome } : {}),
  };
  const polls = input.simulate?.inProcessPolls ?? ctx.payments.inProcessPolls;
  ctx.db
    .prepare(
      'INSERT INTO payments (id, cart_code, method, status, amount, currency, polls_left, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      id,
      cart.code,
      method,
      'IN_PROCESS',
      totals.totalPrice,
      ctx.site.currency,
      polls,
      JSON.stringify(data),
      iso(ctx),
    );
  ctx.db
    .prepare('UPDATE carts SET payment_mode = ? WHERE code = ?')
    .run(method.split('/').pop() ?? method, cart.code);
  const p = getPayment(ctx, id);
  if (data.outcome === 'refused') throw refused(id);
  if (data.outcome === 'error') {
    throw OccError.of(400, {
      type: 'PaymentError',
      message: 'The payment provider failed',
      reason: 'ERROR',
      subject: id,
      errorCode: 'payment.providerError',
    });
  }
  switch (kind) {
    case 'card': {
      const number =
        input.card?.number.replace(/\s+/g, '') ?? (input.storedCardId ? TEST_CARDS.authorised : '');
      if (!number) throw validation('card or storedCardId is required', 'card');
      if (number === TEST_CARDS.refused) throw refused(id, 'Refused by the issuer');
      const withCard = { ...data, card: cardSummary(number, input.card) };
      if (number === TEST_CARDS.challenge) return save(ctx, p, 'IDENTIFY_SHOPPER', withCard);
      return authorise(ctx, p, withCard);
    }
    case 'wallet':
      if (!input.token) throw validation('token is required', 'token');
      if (/fail|refus/i.test(input.token)) throw refused(id);
      return authorise(ctx, p, data);
    case 'cod':
      return authorise(ctx, p, data);
    case 'voucher':
      return authorise(
        ctx,
        p,
        { ...data, reference: String(randomInt(100_000_000, 999_999_999)) },
        true,
      );
    case 'push':
      return save(ctx, p, 'IN_PROCESS', data);
    case 'redirect':
      return save(ctx, p, 'REDIRECT_SHOPPER', data);
  }
}

/** 3DS2: a fingerprint result leads to the challenge; a challenge result to the order. */
export function authorise3ds(
  ctx: SandboxContext,
  p: PaymentRow,
  input: { fingerprintResult?: string | undefined; challengeResult?: string | undefined },
): PaymentRow {
  const data = JSON.parse(p.data) as PaymentData;
  if (p.status === 'AUTHORISED') return p;
  if (p.status === 'REFUSED') throw refused(p.id);
  if (p.status === 'IDENTIFY_SHOPPER') {
    if (!input.fingerprintResult)
      throw validation('fingerprintResult is required', 'fingerprintResult');
    return save(ctx, p, 'CHALLENGE_SHOPPER', { ...data, fingerprinted: true });
  }
  if (p.status !== 'CHALLENGE_SHOPPER')
    throw validation(`Payment ${p.id} is not waiting for 3DS`, 'paymentId');
  // transStatus convention: Y approves, N denies; without it the challenge page decides.
  const decision =
    input.challengeResult === 'Y'
      ? 'approved'
      : input.challengeResult === 'N'
        ? 'denied'
        : data.decision;
  if (decision === 'denied') {
    save(ctx, p, 'REFUSED', { ...data, decision });
    throw refused(p.id, 'Authentication failed');
  }
  if (decision === 'approved') return authorise(ctx, p, { ...data, decision });
  return p;
}

/** Accept / verify for redirect and push methods: IN_PROCESS n times, then the order. */
export function acceptPayment(ctx: SandboxContext, p: PaymentRow): PaymentRow {
  const data = JSON.parse(p.data) as PaymentData;
  if (p.status === 'AUTHORISED' || p.status === 'PRESENT_TO_SHOPPER') return p;
  if (p.status === 'REFUSED' || data.decision === 'denied') {
    if (p.status !== 'REFUSED') save(ctx, p, 'REFUSED', data);
    throw refused(p.id, 'Refused by the provider');
  }
  // 3D Secure verify after the challenge page: the page's decision settles the payment.
  if (p.status === 'CHALLENGE_SHOPPER' && data.decision) return authorise3ds(ctx, p, {});
  if (p.status === 'IDENTIFY_SHOPPER' || p.status === 'CHALLENGE_SHOPPER') return p;
  if (p.polls_left > 0) return save(ctx, p, 'IN_PROCESS', data, p.polls_left - 1);
  return authorise(ctx, p, data);
}

/** The answer of every payment call: status, next action, and the order once there is one. */
export function paymentView(ctx: SandboxContext, p: PaymentRow): Record<string, unknown> {
  const data = JSON.parse(p.data) as PaymentData;
  const out: Record<string, unknown> = { paymentId: p.id, method: p.method, status: p.status };
  if (p.status === 'IDENTIFY_SHOPPER') {
    out['action'] = {
      type: 'threeDS2',
      subtype: 'fingerprint',
      token: `fp_${p.id}`,
      paymentData: p.id,
    };
  } else if (p.status === 'CHALLENGE_SHOPPER') {
    out['action'] = {
      type: 'threeDS2',
      subtype: 'challenge',
      token: `ch_${p.id}`,
      paymentData: p.id,
      url: `${ctx.publicBase}/sandbox/3ds2/challenge/${p.id}`,
    };
  } else if (p.status === 'REDIRECT_SHOPPER') {
    out['action'] = {
      type: 'redirect',
      method: 'GET',
      url: `${ctx.publicBase}/sandbox/provider/${p.id}`,
    };
  }
  if (p.order_code) {
    const order = ctx.db
      .prepare<[string], OrderRow>('SELECT * FROM orders WHERE code = ?')
      .get(p.order_code);
    if (order) {
      out['orderCode'] = order.code;
      out['order'] = orderView(ctx, order);
    }
    if (data.reference) {
      out['action'] = {
        type: 'voucher',
        reference: data.reference,
        entity: '12345',
        expiresAt: new Date(ctx.now().getTime() + 3 * 86_400_000).toISOString(),
        barcodeUrl: `${ctx.publicBase}/sandbox/barcode/${data.reference}.svg`,
      };
    }
  }
  return out;
}

export function cartOfPayment(ctx: SandboxContext, p: PaymentRow): CartRow {
  return getCartByCode(ctx.db, p.cart_code);
}
