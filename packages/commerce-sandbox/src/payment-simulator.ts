import { randomInt } from 'node:crypto';
import { toMinorUnits } from '@atelier/core-catalogue';
import { randomToken } from './passwords.js';
import type { SandboxContext } from './context.js';
import { iso } from './context.js';
import { cartTotals, getCartByCode, type CartRow } from './cart-service.js';
import { OccError, validation } from './errors.js';
import {
  assertOrderable,
  orderForCart,
  orderView,
  placeOrder,
  type OrderRow,
} from './order-service.js';
import { cardSummary, type CardSummary } from './payment-cards.js';
import { cartOwner, mayUseCart } from './ownership.js';
import { voidOpenPayments, type VoidReason } from './payment-void.js';
import {
  guestCannotStoreCard,
  keepPaidCard,
  storedCardCvcProblem,
  storedCardExpired,
} from './stored-card-payments.js';
import { paymentModeOfMethod } from './payment-modes.js';

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
  | 'IN_PROCESS'
  /** Voided: the cart changed after the payment started, or another payment replaced it. */
  | 'CANCELLED';

export interface PaymentData {
  /** Brand, last four and expiry only (payment-cards.ts): never the PAN or the CVC. */
  card?: CardSummary;
  returnUrl?: string;
  /** Set by the challenge page or the provider page. */
  decision?: 'approved' | 'denied';
  fingerprinted?: boolean;
  outcome?: 'refused' | 'error';
  reference?: string;
  /** Why a CANCELLED payment was voided (payment-void.ts). */
  voided?: VoidReason;
  /** The shopper asked to save this new card: kept for them once the payment authorises. */
  save?: { holderName: string };
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

/**
 * A payment whose cart no longer costs what it was created for (issue 30, hole 2): the cart
 * changed after it started. The shopper starts a new payment for the new total.
 */
export function amountChanged(paymentId: string): OccError {
  return OccError.of(400, {
    type: 'PaymentAuthorizationError',
    message: 'The bag changed after this payment started: pay its new total with a new payment',
    reason: 'amountChanged',
    subject: paymentId,
    errorCode: 'payment.amountChanged',
  });
}

/** A payment another one replaced on the same cart before it was finished. */
function replaced(paymentId: string): OccError {
  return OccError.of(400, {
    type: 'PaymentAuthorizationError',
    message: 'Another payment was started for this bag after this one: finish that one',
    reason: 'replaced',
    subject: paymentId,
    errorCode: 'payment.replaced',
  });
}

/** What a call on a voided payment answers: the cart's order if another payment made one. */
function voidedAnswer(ctx: SandboxContext, p: PaymentRow, data: PaymentData): OccError {
  const placed = orderForCart(ctx, p.cart_code);
  if (placed) return orderAlreadyCreated(p.id, placed.code);
  return data.voided === 'replaced' ? replaced(p.id) : amountChanged(p.id);
}

/**
 * docs/product/payments.md §6.2's "already created": the cart was ordered through another payment.
 */
function orderAlreadyCreated(paymentId: string, orderCode: string): OccError {
  return OccError.of(400, {
    type: 'PaymentAuthorizationError',
    message: `Order ${orderCode} was already created for this cart by another payment`,
    reason: 'orderAlreadyCreated',
    subject: paymentId,
    errorCode: 'payment.orderAlreadyCreated',
  });
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

/**
 * Authorises: places the order (once) and links it to the payment. Only for the amount and
 * currency the cart costs now (issue 30, hole 2): a payment created for another total is
 * voided instead, and a cart another payment has ordered is not ordered twice.
 */
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
  const placed = orderForCart(ctx, cart.code);
  if (placed) {
    if (p.order_code === placed.code) return p;
    save(ctx, p, 'CANCELLED', data);
    throw orderAlreadyCreated(p.id, placed.code);
  }
  const totals = cartTotals(ctx.db, cart, ctx.site);
  if (
    toMinorUnits({ value: totals.totalPrice, currency: ctx.site.currency }) !==
      toMinorUnits({ value: p.amount, currency: p.currency }) ||
    ctx.site.currency !== p.currency
  ) {
    save(ctx, p, 'CANCELLED', data);
    throw amountChanged(p.id);
  }
  const order: OrderRow = placeOrder(ctx, cart, {
    mode: paymentModeOfMethod(p.method),
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
  if (data.save && data.card && cart.user_uid !== null)
    keepPaidCard(ctx.db, cart.user_uid, data.card, data.save.holderName);
  return save(
    ctx,
    { ...p, order_code: order.code },
    pending ? 'PRESENT_TO_SHOPPER' : 'AUTHORISED',
    data,
  );
}

/** The one answer for a stored card that is missing or another shopper's (issue 30, hole 3). */
const storedCardUnknown = (id: string): OccError =>
  OccError.of(400, {
    type: 'PaymentError',
    message: 'Stored card not found',
    reason: 'unknownStoredCard',
    subject: id,
    errorCode: 'payment.storedCard.unknown',
  });

/**
 * The stored card a payment names, only if it is the cart owner's (issue 30, hole 3): a
 * guest has none, and another shopper's card answers exactly as a card that does not exist,
 * so ids cannot be probed. Checked before the payment is created, so nothing is left behind.
 */
function storedCardOf(
  ctx: SandboxContext,
  cart: CartRow,
  storedCardId: string | undefined,
): CardSummary | undefined {
  if (storedCardId === undefined) return undefined;
  const row =
    cart.user_uid === null
      ? undefined
      : ctx.db
          .prepare<
            [string, string],
            { type: string; number: string; exp_month: string; exp_year: string }
          >(
            'SELECT type, number, exp_month, exp_year FROM stored_cards WHERE id = ? AND user_uid = ?',
          )
          .get(storedCardId, cart.user_uid);
  if (!row) throw storedCardUnknown(storedCardId);
  return {
    brand: row.type,
    last4: row.number.slice(-4),
    expiryMonth: Number(row.exp_month),
    expiryYear: Number(row.exp_year),
  };
}

export interface CreateInput {
  card?:
    | { number: string; expiryMonth: number; expiryYear: number; cvc: string; holderName: string }
    | undefined;
  storedCardId?: string | undefined;
  /** A stored card's security code (a new card's travels in `card`). */
  cvc?: string | undefined;
  /** Save the new card for the cart's owner once the payment authorises (issue 31.4). */
  storeCard?: boolean | undefined;
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
  const stored = input.card ? undefined : storedCardOf(ctx, cart, input.storedCardId);
  // Checked before anything is created: only the owner's card is looked at past this point.
  if (stored) {
    const problem = storedCardExpired(stored, ctx.now()) ?? storedCardCvcProblem(stored, input.cvc);
    if (problem) throw problem;
  }
  if (input.storeCard === true && kind === 'card' && cart.user_uid === null)
    throw guestCannotStoreCard();
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
  // One open payment per cart: a new one replaces any the shopper left unfinished, so two
  // payments can never both authorise one order.
  voidOpenPayments(ctx.db, cart.code, 'replaced');
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
    .run(paymentModeOfMethod(method), cart.code);
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
      if (stored) return authorise(ctx, p, { ...data, card: stored });
      const number = input.card?.number.replace(/\s+/g, '') ?? '';
      if (!number) throw validation('card or storedCardId is required', 'card');
      if (number === TEST_CARDS.refused) throw refused(id, 'Refused by the issuer');
      const withCard: PaymentData = {
        ...data,
        card: cardSummary(number, input.card),
        ...(input.storeCard === true && input.card
          ? { save: { holderName: input.card.holderName } }
          : {}),
      };
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
  if (p.status === 'CANCELLED') throw voidedAnswer(ctx, p, data);
  if (p.status === 'IDENTIFY_SHOPPER') {
    if (!input.fingerprintResult)
      throw validation('fingerprintResult is required', 'fingerprintResult');
    return save(ctx, p, 'CHALLENGE_SHOPPER', { ...data, fingerprinted: true });
  }
  if (p.status !== 'CHALLENGE_SHOPPER')
    throw validation(`Payment ${p.id} is not waiting for 3DS`, 'paymentId');
  // Only the issuer's challenge page decides (issue 30, hole 2). The client's transStatus
  // (`challengeResult` Y or N) says what the shopper's browser saw, not what the issuer
  // decided: it is not believed, and until the page has a decision the payment waits.
  const decision = data.decision;
  if (decision === 'denied') {
    save(ctx, p, 'REFUSED', { ...data, decision });
    throw refused(p.id, 'Authentication failed');
  }
  if (decision === 'approved') return authorise(ctx, p, { ...data, decision });
  return p;
}

/**
 * Accept / verify for redirect and push methods: IN_PROCESS n times, then the order. A
 * redirect method moves only once the provider's page has the shopper's decision: polling
 * alone never authorises (issue 30, hole 2). A push method (MB WAY) stands for the shopper
 * approving in the provider's app, which the sandbox simulates by its polls.
 */
export function acceptPayment(ctx: SandboxContext, p: PaymentRow): PaymentRow {
  const data = JSON.parse(p.data) as PaymentData;
  if (p.status === 'AUTHORISED' || p.status === 'PRESENT_TO_SHOPPER') return p;
  if (p.status === 'CANCELLED') throw voidedAnswer(ctx, p, data);
  if (p.status === 'REFUSED' || data.decision === 'denied') {
    if (p.status !== 'REFUSED') save(ctx, p, 'REFUSED', data);
    throw refused(p.id, 'Refused by the provider');
  }
  // 3D Secure verify after the challenge page: the page's decision settles the payment.
  if (p.status === 'CHALLENGE_SHOPPER' && data.decision) return authorise3ds(ctx, p, {});
  if (p.status === 'IDENTIFY_SHOPPER' || p.status === 'CHALLENGE_SHOPPER') return p;
  if (METHOD_KINDS[p.method] === 'redirect' && data.decision !== 'approved') return p;
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
