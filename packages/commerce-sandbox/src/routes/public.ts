import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { iso, respond, type SandboxContext } from '../context.js';
import { compile, parse, type Route } from '../http.js';
import { notFound } from '../errors.js';
import { deliveryModesFor } from '../delivery-modes.js';
import { statements } from '../product-view.js';
import { SANDBOX_SITES } from '../sites.js';
import { convertAmount, money } from '../money.js';
import { CLIENT_SCRIPT_PATH } from '../cross-border-client-script.js';
import { PROVIDER_DEFAULT_COUNTRY, providerCountry } from '../cross-border-provider.js';

export const publicRoutes: Route<SandboxContext>[] = [
  compile('GET', '/deliverymodes', (ctx) => ({ deliveryModes: deliveryModesFor(ctx) })),
  compile('GET', '/deliverycountries', (ctx) => ({
    countries: [
      ...new Set(
        SANDBOX_SITES.filter((s) => s.currency === ctx.site.currency).map((s) => s.country),
      ),
    ]
      .sort()
      .map((isocode) => ({ isocode, name: isocode })),
  })),
  compile('GET', '/promotions', (ctx) => {
    const rows = ctx.db
      .prepare<[], { code: string; type: string; data: string }>(
        'SELECT * FROM promotions ORDER BY code',
      )
      .all();
    return {
      promotions: rows.map((r) => {
        const data = JSON.parse(r.data) as {
          name: string;
          thresholdEur?: number;
          userTypes?: string[];
          startEnabledDate?: string;
          endEnabledDate?: string;
          giftProduct?: string;
        };
        return {
          id: r.code,
          code: r.code,
          promotionTypeCode: r.type,
          name: data.name,
          goalsToReach: data.thresholdEur
            ? [
                {
                  type: 'minCartAmount',
                  value: convertAmount(data.thresholdEur, ctx.site.currency),
                },
              ]
            : [],
          discounts: data.giftProduct
            ? [{ type: 'product', value: { product: data.giftProduct } }]
            : [],
          includedUserTypes: data.userTypes ?? [],
          excludedUserTypes: [],
          channels: ['web', 'app'],
          startEnabledDate: data.startEnabledDate ?? null,
          endEnabledDate: data.endEnabledDate ?? null,
        };
      }),
    };
  }),
  compile('POST', '/comingsoon', (ctx) => {
    const input = parse(
      z.object({ email: z.email().max(200), product: z.string().min(1).max(40) }),
      ctx.body,
    );
    if (!statements(ctx.db).product(input.product))
      throw notFound('UnknownIdentifierError', 'Product not found', input.product);
    ctx.db
      .prepare(
        'INSERT OR IGNORE INTO coming_soon (email, product_code, created_at) VALUES (?, ?, ?)',
      )
      .run(input.email.toLowerCase(), input.product, iso(ctx));
    return respond(201, { email: input.email, product: input.product });
  }),
  // The case system's web-to-case form (docs/product/commerce-api.md §13): multipart, with the
  // category levels L1 to L4 of the reason, the country and the organisation id, as browsers post
  // it.
  compile(
    'POST',
    '/contact/webtocase',
    (ctx) => {
      const level = z.string().trim().min(1).max(80);
      const input = parse(
        z.strictObject({
          orgid: z.string().trim().min(1).max(40),
          name: z.string().trim().min(1).max(100),
          email: z.email().max(200),
          description: z.string().trim().min(1).max(5000),
          reason: z.string().regex(/^\d{1,2}$/),
          country: z.string().regex(/^[A-Z]{2}$/),
          L1: level,
          L2: level,
          L3: level,
          L4: level,
          orderCode: z.string().trim().min(1).max(40).optional(),
        }),
        ctx.body,
      );
      const result = ctx.db
        .prepare('INSERT INTO contact_cases (data, created_at) VALUES (?, ?)')
        .run(JSON.stringify({ source: 'webtocase', site: ctx.site.code, ...input }), iso(ctx));
      return respond(201, { caseId: String(result.lastInsertRowid) });
    },
    { body: 'json-or-multipart' },
  ),
  // Live-shopping sign-up (docs/product/shell.md §5.2: live-shopping subscribe, e-mail only).
  compile('POST', '/liveshopping/subscriptions', (ctx) => {
    const input = parse(z.strictObject({ email: z.email().max(200) }), ctx.body);
    ctx.db
      .prepare(
        'INSERT INTO consents (uuid, user_email, type, subscribed, anonymous, created_at) VALUES (?, ?, ?, ?, 1, ?)',
      )
      .run(randomUUID(), input.email.toLowerCase(), 'liveshopping', 1, iso(ctx));
    return respond(201, { subscribed: true });
  }),
  // The provider runs the ic-* sites only; there its script is the sandbox's stand-in, linked
  // through publicBase like the sandbox's other browser pages (ADR 0054).
  compile('GET', '/globale/country-info', (ctx) => {
    const managed = ctx.site.code.startsWith('ic-');
    const country = providerCountry(PROVIDER_DEFAULT_COUNTRY);
    return {
      clientJsDomain: '',
      clientJsUrl: managed ? `${ctx.publicBase}${CLIENT_SCRIPT_PATH}` : '',
      cookieExpiration: 3,
      cookieName: 'GlobalE_Data',
      defaultCountry: managed && country ? country.code : ctx.site.country,
      defaultCulture: ctx.site.locale,
      defaultCurrency: managed && country ? country.currency : ctx.site.currency,
      isEnabled: managed,
      merchantId: 0,
      merchantParameters: [],
      scriptVersion: '2.1.4',
    };
  }),
  compile('GET', '/globale/shippingCost', (ctx) => {
    const amount = parse(z.coerce.number().min(0).max(10_000_000), ctx.query['amount'], 'amount');
    const cost =
      amount >= convertAmount(100, ctx.site.currency) ? 0 : convertAmount(14.95, ctx.site.currency);
    return { pricing: money(cost, ctx.site.currency, ctx.site.locale) };
  }),
];
