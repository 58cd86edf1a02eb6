import { z } from 'zod';
import { respond, type SandboxContext } from '../context.js';
import { compile, parse, type Route } from '../http.js';
import { OccError, validation } from '../errors.js';
import { cartView, promotion } from '../cart-service.js';
import { isLoyaltyPromotion, mayUseLoyaltyPromotion } from '../loyalty-promotions.js';
import { addressSchema, emailSchema } from '../schemas.js';
import { deliveryModesFor } from '../delivery-modes.js';
import { validateAddress } from '../address-check.js';
import { paymentModesFor } from '../payment-modes.js';
import { C, cartOf, mutate } from './cart-route.js';

/** What checkout sets on a bag: e-mail, addresses, delivery, vouchers, promotions, payment mode. */
export const cartCheckoutRoutes: Route<SandboxContext>[] = [
  compile('PUT', `${C}/email`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const raw = ctx.query['email'] ?? (ctx.body as { email?: unknown } | undefined)?.email;
      const email = parse(emailSchema, raw, 'email');
      ctx.db.prepare('UPDATE carts SET email = ? WHERE code = ?').run(email, cart.code);
      return undefined;
    }),
  ),
  // Guest data before paying as a guest: e-mail plus the purchaser's name.
  compile('PUT', `${C}/guestdata`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const input = parse(
        z.object({
          email: emailSchema,
          name: z.string().trim().min(1).max(100).optional(),
          surname: z.string().trim().min(1).max(100).optional(),
          phone: z.string().max(30).optional(),
          nationalId: z.string().max(30).optional(),
        }),
        ctx.body,
      );
      ctx.db.prepare('UPDATE carts SET email = ? WHERE code = ?').run(input.email, cart.code);
      return undefined;
    }),
  ),
  ...(['PUT', 'POST'] as const).map((method) =>
    compile<SandboxContext>(method, `${C}/addresses/delivery`, (ctx, p) =>
      mutate(ctx, p, (cart) => {
        const address = parse(addressSchema, ctx.body);
        const stored = { ...address, id: address.id ?? `cart-${cart.code}-delivery` };
        ctx.db
          .prepare('UPDATE carts SET delivery_address = ? WHERE code = ?')
          .run(JSON.stringify(stored), cart.code);
        return respond(method === 'POST' ? 201 : 200, stored);
      }),
    ),
  ),
  compile('DELETE', `${C}/addresses/delivery`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      ctx.db.prepare('UPDATE carts SET delivery_address = NULL WHERE code = ?').run(cart.code);
      return undefined;
    }),
  ),
  compile('PUT', `${C}/addresses/billing`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const address = parse(addressSchema, ctx.body);
      ctx.db
        .prepare('UPDATE carts SET billing_address = ? WHERE code = ?')
        .run(JSON.stringify(address), cart.code);
      return address;
    }),
  ),
  compile('POST', `${C}/validate-address`, (ctx, p) => {
    cartOf(ctx, p);
    return validateAddress(parse(addressSchema, ctx.body));
  }),
  compile('GET', `${C}/deliverymodes`, (ctx, p) => ({
    deliveryModes: deliveryModesFor(ctx, cartOf(ctx, p)),
  })),
  compile('PUT', `${C}/deliverymode`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const raw =
        ctx.query['deliveryModeId'] ??
        (ctx.body as { deliveryModeId?: unknown; code?: unknown } | undefined)?.deliveryModeId ??
        (ctx.body as { code?: unknown } | undefined)?.code;
      const code = parse(z.string().min(1).max(40), raw, 'deliveryModeId');
      const mode = deliveryModesFor(ctx, cart).find((m) => m.code === code);
      if (!mode) throw validation(`Delivery mode '${code}' is not supported`, 'deliveryModeId');
      if (!mode.available) {
        throw OccError.of(400, {
          type: 'DeliveryModeError',
          message: `Delivery mode '${code}' is NOT_AVAILABLE`,
          reason: 'NOT_AVAILABLE',
          subject: code,
        });
      }
      ctx.db.prepare('UPDATE carts SET delivery_mode = ? WHERE code = ?').run(code, cart.code);
      return undefined;
    }),
  ),
  compile('DELETE', `${C}/deliverymode`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      ctx.db.prepare('UPDATE carts SET delivery_mode = NULL WHERE code = ?').run(cart.code);
      return undefined;
    }),
  ),
  compile('GET', `${C}/vouchers`, (ctx, p) => {
    const cart = cartOf(ctx, p);
    const codes = ctx.db
      .prepare<[string], { voucher_code: string }>(
        'SELECT voucher_code FROM cart_vouchers WHERE cart_code = ?',
      )
      .all(cart.code);
    return { vouchers: codes.map((c) => ({ code: c.voucher_code, voucherCode: c.voucher_code })) };
  }),
  compile('POST', `${C}/vouchers`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const raw =
        ctx.query['voucherId'] ?? (ctx.body as { voucherId?: unknown } | undefined)?.voucherId;
      const code = parse(z.string().trim().min(1).max(50), raw, 'voucherId').toUpperCase();
      const voucher = ctx.db
        .prepare<[string], { data: string }>(
          'SELECT p.data FROM vouchers v JOIN promotions p ON p.code = v.promotion_code WHERE v.code = ?',
        )
        .get(code);
      const data = voucher
        ? (JSON.parse(voucher.data) as { endEnabledDate?: string; startEnabledDate?: string })
        : undefined;
      const now = ctx.now().toISOString();
      const expired =
        data &&
        ((data.endEnabledDate && data.endEnabledDate < now) ||
          (data.startEnabledDate && data.startEnabledDate > now));
      if (!voucher || expired) {
        throw OccError.of(400, {
          type: 'VoucherOperationError',
          message: expired ? `Voucher ${code} has expired` : `Voucher ${code} is invalid`,
          reason: expired ? 'expired' : 'invalid',
          subject: code,
          subjectType: 'voucher',
        });
      }
      ctx.db
        .prepare('INSERT OR IGNORE INTO cart_vouchers (cart_code, voucher_code) VALUES (?, ?)')
        .run(cart.code, code);
      return undefined;
    }),
  ),
  compile('DELETE', `${C}/vouchers/{voucherId}`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      ctx.db
        .prepare('DELETE FROM cart_vouchers WHERE cart_code = ? AND voucher_code = ?')
        .run(cart.code, (p['voucherId'] ?? '').toUpperCase());
      return undefined;
    }),
  ),
  compile('PUT', `${C}/packaging`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const raw =
        typeof ctx.body === 'object' && ctx.body !== null
          ? (ctx.body as { packaging?: unknown }).packaging
          : (ctx.body ?? ctx.query['packaging']);
      const value = parse(
        z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
        raw,
        'packaging',
      );
      ctx.db.prepare('UPDATE carts SET packaging = ? WHERE code = ?').run(value ? 1 : 0, cart.code);
      return undefined;
    }),
  ),
  compile('PUT', `${C}/paymentMode`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const raw = ctx.query['code'] ?? (ctx.body as { code?: unknown } | undefined)?.code;
      const code = parse(z.string().min(1).max(40), raw, 'code');
      ctx.db.prepare('UPDATE carts SET payment_mode = ? WHERE code = ?').run(code, cart.code);
      return undefined;
    }),
  ),
  compile('POST', `${C}/promotions/{promotionId}`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const apply =
        parse(
          z.enum(['true', 'false']).default('true'),
          ctx.query['shouldApplyPromotion'],
          'shouldApplyPromotion',
        ) === 'true';
      const id = p['promotionId'] ?? '';
      const known = promotion(ctx.db, id);
      if (!known) throw validation(`Unknown promotion ${id}`, 'promotionId');
      if (apply && isLoyaltyPromotion(known.data) && !mayUseLoyaltyPromotion(ctx.db, cart.user_uid))
        throw validation(
          `Promotion ${id} is for loyalty members with free shipments left`,
          'promotionId',
        );
      const flags = JSON.parse(cart.applied_promotions) as Record<string, boolean>;
      flags[id] = apply;
      ctx.db
        .prepare('UPDATE carts SET applied_promotions = ? WHERE code = ?')
        .run(JSON.stringify(flags), cart.code);
      return cartView(ctx, { ...cart, applied_promotions: JSON.stringify(flags) });
    }),
  ),
  compile('GET', `${C}/paymentdetails`, (ctx, p) => {
    const cart = cartOf(ctx, p);
    return { paymentMode: cart.payment_mode, paymentModes: paymentModesFor(ctx.site.country) };
  }),
  compile('GET', `${C}/p24/paymentMethods`, (ctx, p) => {
    cartOf(ctx, p);
    return {
      paymentMethods: [
        { id: 154, name: 'BLIK' },
        { id: 25, name: 'mBank' },
        { id: 31, name: 'Płacę z iPKO' },
      ],
    };
  }),
];
