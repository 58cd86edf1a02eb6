import { z } from 'zod';
import type { CartRow } from '../cart-service.js';
import type { SandboxContext } from '../context.js';
import {
  PROVIDER_DEFAULT_COUNTRY,
  PROVIDER_RATES,
  providerCountry,
  quoteOf,
  quoteView,
  type ProviderCountry,
} from '../cross-border-provider.js';
import { providerTexts } from '../cross-border-provider-texts.js';
import { cartNotFound, OccError, validation } from '../errors.js';
import { compile, parse, type Route } from '../http.js';
import { money } from '../money.js';
import { placeOrder } from '../order-service.js';

// The cross-border provider's own servers, stood in by the sandbox (ADR 0054): its script on the
// checkout page asks them for the price of the cart in the shopper's country and currency, and
// places the order once it has authorised that amount. The cart is named by its guid, the token
// the shop hands the provider (a real provider gets the cart from the shop's back-end).

const cartIdSchema = z.string().regex(/^[\w-]{1,64}$/);
const countrySchema = z.string().regex(/^[A-Z]{2}$/);
const currencySchema = z.string().regex(/^[A-Z]{3}$/);

/** The open cart of this site with that guid; anything else is a missing cart. */
function providerCart(ctx: SandboxContext, guid: string): CartRow {
  const cart = ctx.db
    .prepare<[string, string], CartRow>('SELECT * FROM carts WHERE guid = ? AND site = ?')
    .get(guid, ctx.site.code);
  if (!cart || cart.status !== 'open') throw cartNotFound(guid);
  return cart;
}

/** Only the sites the provider runs have its checkout (the same rule as country-info). */
function assertProviderSite(ctx: SandboxContext): void {
  if (!ctx.site.code.startsWith('ic-'))
    throw validation('The cross-border provider does not run this site', 'baseSiteId');
}

const quoteQuery = z.object({
  cartId: cartIdSchema,
  country: countrySchema.optional(),
  currency: currencySchema.optional(),
});

const orderBody = z.object({
  cartId: cartIdSchema,
  country: countrySchema,
  currency: currencySchema,
  /** The total the shopper was shown: a different one now is a changed amount, not a charge. */
  expectedTotal: z.number().nonnegative().max(10_000_000),
  address: z.object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    line1: z.string().trim().min(1).max(200),
    town: z.string().trim().min(1).max(100),
    postalCode: z.string().trim().min(1).max(20),
  }),
});

/**
 * A country the shop asked for that the provider does not ship to is not an error on the
 * price call: the provider answers for its own default instead, as its picker would.
 */
function countryOrDefault(code: string | undefined): ProviderCountry {
  return (
    (code === undefined ? undefined : providerCountry(code)) ??
    (providerCountry(PROVIDER_DEFAULT_COUNTRY) as ProviderCountry)
  );
}

export const crossBorderProviderRoutes: Route<SandboxContext>[] = [
  compile('GET', '/globale/sandbox-provider/checkout', (ctx) => {
    assertProviderSite(ctx);
    const query = parse(quoteQuery, ctx.query, 'query');
    const cart = providerCart(ctx, query.cartId);
    const country = countryOrDefault(query.country);
    const currency =
      query.currency !== undefined && query.currency in PROVIDER_RATES
        ? query.currency
        : country.currency;
    return {
      ...quoteView(ctx, quoteOf(ctx, cart, country, currency)),
      texts: providerTexts(ctx.site.language),
    };
  }),
  compile('POST', '/globale/sandbox-provider/orders', (ctx) => {
    assertProviderSite(ctx);
    const body = parse(orderBody, ctx.body);
    const country = providerCountry(body.country);
    if (!country) throw validation('The provider does not ship to this country', 'country');
    if (!(body.currency in PROVIDER_RATES))
      throw validation('The provider does not take this currency', 'currency');
    const cart = providerCart(ctx, body.cartId);
    const quote = quoteOf(ctx, cart, country, body.currency);
    // The amount authorised is the provider's own price of the cart now, never a browser's.
    if (quote.total !== body.expectedTotal)
      throw OccError.of(409, {
        type: 'AmountChangedError',
        message: 'The cart total changed; show the shopper the new total first.',
        reason: 'amountChanged',
        subject: 'expectedTotal',
      });
    const address = { ...body.address, country: { isocode: country.code } };
    ctx.db
      .prepare(
        "UPDATE carts SET delivery_mode = 'global-e', delivery_address = ?, billing_address = ? WHERE code = ?",
      )
      .run(JSON.stringify(address), JSON.stringify(address), cart.code);
    const updated = providerCart(ctx, body.cartId);
    const order = placeOrder(ctx, updated, {
      mode: 'globale',
      status: 'PAID',
      details: { authorised: { value: quote.total, currency: quote.currency } },
    });
    // What was bought at what price, as the provider charged it (the shop's confirmation shows it).
    return {
      orderCode: order.code,
      amount: money(quote.total, quote.currency, ctx.site.locale),
      priced: quote,
    };
  }),
];
