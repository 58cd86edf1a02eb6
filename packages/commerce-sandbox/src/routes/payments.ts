import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';
import { resolveUser, respond, type SandboxContext } from '../context.js';
import { compile, parse, type Params, type Route } from '../http.js';
import { notFound, validation } from '../errors.js';
import { randomToken } from '../passwords.js';
import { findCart, type CartRow } from '../cart-service.js';
import {
  METHOD_KINDS,
  acceptPayment,
  authorise3ds,
  createPayment,
  ownedPayment,
  paymentView,
  type PaymentRow,
} from '../payment-simulator.js';
import { cardProblems } from '../payment-cards.js';
import { cartOwner, mayUseCart } from '../ownership.js';
import { checkReturnUrl } from '../return-url.js';
import { addressSchema } from '../schemas.js';

const createSchema = z.object({
  cartId: z.string().min(1).max(64).optional(),
  userId: z.string().min(1).max(200).optional(),
  card: z
    .object({
      number: z.string().min(1).max(30),
      expiryMonth: z.coerce.number().int().min(1).max(12),
      expiryYear: z.coerce.number().int().min(0).max(2200),
      cvc: z.string().regex(/^\d{3,4}$/),
      holderName: z.string().trim().min(1).max(100),
    })
    .optional(),
  storedCardId: z.string().min(1).max(64).optional(),
  // A stored card's security code; its format is checked against the card's brand once the
  // card is known to be the shopper's (stored-card-payments.ts).
  cvc: z.string().max(10).optional(),
  storeCard: z.boolean().optional(),
  token: z.string().min(1).max(5000).optional(),
  amount: z.number().int().min(0).optional(),
  returnUrl: z.string().max(2000).optional(),
  browserInfo: z.record(z.string(), z.unknown()).optional(),
  // The billing address in OCC's address shape, as the storefront's client sends it; kept on
  // the cart like its delivery address, so the order placed from it has the billing address
  // the shopper gave rather than a copy of the delivery one.
  billingAddress: addressSchema.optional(),
  amazonCheckoutSessionId: z.string().max(200).optional(),
  region: z.string().max(20).optional(),
  subMethod: z.union([z.string().max(20), z.number()]).optional(),
  simulate: z
    .object({
      outcome: z.enum(['refused', 'error']).optional(),
      inProcessPolls: z.number().int().min(0).max(20).optional(),
    })
    .optional(),
});

const idSchema = z.object({ paymentId: z.string().min(1).max(64) }).loose();

/** The cart a payment call is about: from the path, or from cartId / userId in the body. */
function cartFor(
  ctx: SandboxContext,
  p: Params,
  body: { cartId?: string | undefined; userId?: string | undefined },
): CartRow {
  const userId = p['userId'] ?? body.userId ?? ctx.query['userId'] ?? 'anonymous';
  const cartId = p['cartId'] ?? body.cartId ?? ctx.query['cartId'];
  if (!cartId) throw validation('cartId is required', 'cartId');
  return findCart(ctx.db, resolveUser(ctx, userId), cartId, ctx.site.code);
}

function create(method: string) {
  return (ctx: SandboxContext, p: Params) => {
    const input = parse(createSchema, ctx.body ?? {});
    if (input.returnUrl !== undefined) checkReturnUrl(input.returnUrl, ctx.allowedReturnOrigins);
    if (input.card) {
      const problem = cardProblems(input.card, ctx.now());
      if (problem)
        throw validation(`Invalid card ${problem}`, `card.${problem}`, 'payment.card.invalid');
    }
    const cart = cartFor(ctx, p, input);
    if (input.billingAddress) {
      ctx.db
        .prepare('UPDATE carts SET billing_address = ? WHERE code = ?')
        .run(JSON.stringify(input.billingAddress), cart.code);
    }
    return respond(201, paymentView(ctx, createPayment(ctx, cart, method, input)));
  };
}

/** Parameters from the query and the body (providers send either). */
function paramsOf(ctx: SandboxContext): Record<string, unknown> {
  return {
    ...ctx.query,
    ...(typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}),
  };
}

/** The payment a provider call is about, for its owner only (see ownership.ts). */
function paymentFromRequest(ctx: SandboxContext): PaymentRow {
  const raw = paramsOf(ctx);
  // Providers name the payment paymentId or MD; some accept calls only name the cart,
  // which then means its latest payment.
  const id = raw['paymentId'] ?? raw['MD'];
  if (typeof id === 'string' && id !== '')
    return ownedPayment(ctx, parse(idSchema, { paymentId: id }).paymentId, raw['cartId']);
  const cartId = parse(z.string().min(1).max(64), raw['cartId'], 'paymentId');
  const latest = ctx.db
    .prepare<[string, string], PaymentRow>(
      'SELECT p.* FROM payments p JOIN carts c ON c.code = p.cart_code WHERE c.guid = ? OR c.code = ? ORDER BY p.created_at DESC, p.rowid DESC LIMIT 1',
    )
    .get(cartId, cartId);
  const cart = latest ? cartOwner(ctx, latest.cart_code) : undefined;
  if (!latest || !cart || !mayUseCart(ctx, cart, cartId))
    throw notFound('UnknownIdentifierError', `No payment for cart ${cartId}`, cartId);
  return latest;
}

/** A payment named in the path, for its owner (the cart guid comes as `cartId`). */
const pathPayment = (ctx: SandboxContext, p: Params): PaymentRow =>
  ownedPayment(ctx, p['paymentId'] ?? '', paramsOf(ctx)['cartId']);

const accept = (ctx: SandboxContext) =>
  paymentView(ctx, acceptPayment(ctx, paymentFromRequest(ctx)));

const ACCEPT_PATHS = [
  '/adyen/klarna/accept',
  '/adyen/afterpaytouch/accept',
  '/adyen/multibanco/accept',
  '/adyen/oney/accept',
  '/adyen/giropay/accept',
  '/adyen/mbway/accept',
  '/adyen/bizum/accept',
  '/paypal/acceptorder',
  '/paypal/express/acceptorder',
  '/pelecard/acceptorder',
  '/p24/acceptorder',
  '/yookassa/acceptorder',
  '/payu/acceptorder',
  '/tabby/acceptorder',
  '/fac/acceptorder',
  '/kueski/acceptorder',
  '/addi/accept',
  '/mercadopago/accept',
  '/powertranz/accept',
  '/addi/confirmorder',
];

const C = '/users/{userId}/carts/{cartId}';

export const paymentRoutes: Route<SandboxContext>[] = [
  ...Object.keys(METHOD_KINDS).flatMap((method) => [
    compile('POST', `${C}/${method}/createpayment`, create(method)),
    compile('POST', `/${method}/createpayment`, create(method)),
  ]),
  ...ACCEPT_PATHS.flatMap((path) => [compile('GET', path, accept), compile('POST', path, accept)]),
  compile('POST', '/adyen/card/3ds2/authorise', (ctx) => {
    const input = parse(
      z.object({
        paymentId: z.string().min(1).max(64),
        cartId: z.string().min(1).max(64).optional(),
        fingerprintResult: z.string().max(5000).optional(),
        challengeResult: z.string().max(5000).optional(),
      }),
      ctx.body,
    );
    const payment = ownedPayment(ctx, input.paymentId, input.cartId);
    return paymentView(ctx, authorise3ds(ctx, payment, input));
  }),
  // 3D Secure verify, recursive verify and generic verify all read the payment's state
  // (advancing redirect methods one poll).
  ...[
    '/payments/{paymentId}/verify',
    '/payments/{paymentId}/verify/3ds',
    '/payments/{paymentId}/verify/recursive',
  ].flatMap((path) =>
    ['GET', 'POST'].map((method) =>
      compile<SandboxContext>(method, path, (ctx, p) =>
        paymentView(ctx, acceptPayment(ctx, pathPayment(ctx, p))),
      ),
    ),
  ),
  compile('GET', '/payments/{paymentId}', (ctx, p) => paymentView(ctx, pathPayment(ctx, p))),
  compile('GET', '/addi/status', (ctx) => paymentView(ctx, paymentFromRequest(ctx))),
  // Provider helper calls of docs/product/commerce-api.md §10.3 ("also used"): answered with stable
  // fake values.
  compile('GET', `${C}/powertranz/systemtoken`, (ctx, p) => {
    const cart = findCart(
      ctx.db,
      resolveUser(ctx, p['userId'] ?? ''),
      p['cartId'] ?? '',
      ctx.site.code,
    );
    return { token: `ptz_${createHash('sha256').update(cart.guid).digest('hex').slice(0, 24)}` };
  }),
  compile('POST', `${C}/paypal/session`, (ctx, p) => {
    const cart = findCart(
      ctx.db,
      resolveUser(ctx, p['userId'] ?? ''),
      p['cartId'] ?? '',
      ctx.site.code,
    );
    return { sessionId: `PAYPAL-${cart.code}-${randomToken(6)}` };
  }),
  compile('POST', '/applepay/session', (ctx) => {
    const { validationUrl } = parse(z.object({ validationUrl: z.url().max(2000) }), ctx.body);
    const epoch = ctx.now().getTime();
    return {
      epochTimestamp: epoch,
      expiresAt: epoch + 3_600_000,
      merchantSessionIdentifier: `SSH${randomToken(12)}`,
      nonce: randomToken(6),
      merchantIdentifier: 'merchant.sandbox.atelier',
      domainName: new URL(validationUrl).hostname,
      displayName: 'Atelier sandbox',
      signature: randomToken(32),
    };
  }),
  compile('POST', '/amazonpay/sign', (ctx) => {
    const { payload } = parse(z.object({ payload: z.string().min(1).max(20_000) }), ctx.body);
    return { signature: createHmac('sha256', 'atelier-sandbox').update(payload).digest('base64') };
  }),
  compile('GET', '/cardtypes', () => ({
    cardTypes: ['amex', 'cartebancaire', 'diners', 'discover', 'jcb', 'maestro', 'mc', 'visa'].map(
      (code) => ({ code, name: code }),
    ),
  })),
];
