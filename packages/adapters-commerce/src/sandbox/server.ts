import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type SandboxDb } from './db.js';
import { isSeeded, seedDatabase, type SeedOptions } from './seed.js';
import { OccError } from './errors.js';
import { isReply, type SandboxContext } from './context.js';
import {
  match,
  parse,
  queryObject,
  readBody,
  sendError,
  sendHtml,
  sendJson,
  type Route,
} from './http.js';
import { sandboxSite } from './sites.js';
import { FaultInjector, faultRulesSchema } from './faults.js';
import { referralsOf } from './admin-referrals.js';
import { addStoredCard, storedCardSeedSchema } from './admin-stored-cards.js';
import {
  orderStatusChangeSchema,
  RETURN_PORTAL_PATH,
  returnPortalPage,
  returnsOfOrder,
  setOrderStatus,
} from './admin-returns.js';
import { issueToken, readToken } from './routes/auth.js';
import { productRoutes } from './routes/products.js';
import { cartRoutes } from './routes/carts.js';
import { cartCheckoutRoutes } from './routes/cart-checkout.js';
import { cartSddRoutes } from './routes/cart-sdd.js';
import { saveForLaterRoutes } from './routes/save-for-later.js';
import { orderRoutes } from './routes/orders.js';
import { paymentRoutes } from './routes/payments.js';
import { userRoutes } from './routes/users.js';
import { passwordRoutes } from './routes/passwords.js';
import { DEFAULT_PASSWORD_COST, dummyHash, isSaneCost, type PasswordCost } from './passwords.js';
import { addressRoutes } from './routes/addresses.js';
import { consentRoutes } from './routes/consents.js';
import { storeRoutes } from './routes/stores.js';
import { wishlistRoutes } from './routes/wishlist.js';
import { publicRoutes } from './routes/public.js';
import { loyaltyRoutes } from './routes/loyalty.js';
import { returnRoutes } from './routes/returns.js';
import { analyticsHitsAfter, analyticsRoutes } from './routes/analytics.js';
import { z } from 'zod';
import { getPayment, type PaymentSimulatorOptions } from './payment-simulator.js';
import {
  barcodeSvg,
  decisionPage,
  donePage,
  PAGE_CSS,
  PAGE_CSS_PATH,
  pageSecurityPolicy,
  recordDecision,
} from './sandbox-pages.js';
import { normaliseOrigins } from './return-url.js';
import { normalisePublicBase } from './public-base.js';
import { shownTexts } from './shown-texts.js';

export interface SandboxServerOptions {
  /** SQLite file; created, migrated and seeded when new. ':memory:' works too. */
  dbPath: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  now?: () => Date;
  seed?: SeedOptions;
  /** Reseed even when the file already holds data. */
  reset?: boolean;
  payments?: Partial<PaymentSimulatorOptions>;
  /** Exposes the test-only /sandbox/faults and /sandbox/reset endpoints. */
  admin?: boolean;
  /**
   * Base of every URL handed to a browser (3DS2 challenge and provider pages, barcodes,
   * the pages' forms and stylesheet): a path such as '/api/commerce' (a proxy on the
   * shop's own origin forwarding /sandbox/3ds2/challenge/, /sandbox/provider/ and
   * /sandbox/barcode/) or an absolute http(s) URL. Default: the sandbox's own origin.
   */
  publicBase?: string;
  /**
   * Origins (e.g. 'https://shop.example') an absolute payment `returnUrl` may point at.
   * A same-site path ('/es-es/checkout/confirmation') is always allowed; anything else is
   * a 400 at payment creation. Default: none.
   */
  allowedReturnOrigins?: readonly string[];
  /**
   * scrypt cost of new password hashes (registrations, changes, restores, rehash at
   * login) and of the seeded users' hashes. Default: DEFAULT_PASSWORD_COST (N=2^17, r=8,
   * p=1). Lower only to keep test suites fast; stored hashes carry their own cost.
   */
  passwordCost?: PasswordCost;
}

export interface SandboxServer {
  url: string;
  port: number;
  db: SandboxDb;
  faults: FaultInjector;
  close(): Promise<void>;
}

const OCC_PREFIX = /^\/occ\/v2\/([^/]+)(\/.*)$/;
const TOKEN_PATH = '/authorizationserver/oauth/token';
/** The approve / deny buttons of the sandbox's 3DS2 and provider pages (HTML forms). */
const WEB_TO_CASE_POST = /^\/occ\/v2\/[^/]+\/contact\/webtocase\/?$/;
const DECISION_POST = /^\/sandbox\/(?:3ds2\/challenge|provider)\/[\w-]+\/(?:approve|deny)$/;

// Order matters where patterns overlap: fixed segments before {params}.
export const ROUTES: readonly Route<SandboxContext>[] = [
  ...productRoutes,
  ...paymentRoutes,
  ...cartRoutes,
  ...cartCheckoutRoutes,
  ...saveForLaterRoutes,
  ...cartSddRoutes,
  ...orderRoutes,
  ...wishlistRoutes,
  ...loyaltyRoutes,
  ...storeRoutes,
  ...userRoutes,
  ...passwordRoutes,
  ...addressRoutes,
  ...consentRoutes,
  ...publicRoutes,
  ...returnRoutes,
  ...analyticsRoutes,
];

/** Channel and brand from the `X-{BRAND}-CHANNEL` header (spec 3 section 7). */
function channelOf(req: IncomingMessage): { channel: 'WEB' | 'APP'; brand: string } {
  for (const [name, value] of Object.entries(req.headers)) {
    const match = /^x-([a-z0-9]+)-channel$/i.exec(name);
    if (!match?.[1]) continue;
    const brand = match[1].charAt(0).toUpperCase() + match[1].slice(1).toLowerCase();
    return { channel: String(value).toUpperCase() === 'APP' ? 'APP' : 'WEB', brand };
  }
  return { channel: 'WEB', brand: 'Atelier' };
}

export async function createSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  // Options are checked first, so a bad one fails the start before the database opens.
  const allowedReturnOrigins = normaliseOrigins(options.allowedReturnOrigins);
  let publicBase = normalisePublicBase(options.publicBase, 'http://127.0.0.1');
  const passwordCost = options.passwordCost ?? DEFAULT_PASSWORD_COST;
  if (!isSaneCost(passwordCost)) throw new TypeError('passwordCost: N a power of two up to 2^20');
  const seedOptions: SeedOptions = { passwordCost, ...options.seed };
  const passwords = { cost: passwordCost, dummyHash: await dummyHash(passwordCost) };
  const db = openDatabase(options.dbPath);
  if (options.reset || !isSeeded(db)) seedDatabase(db, seedOptions);
  const now = options.now ?? (() => new Date());
  const payments: PaymentSimulatorOptions = {
    inProcessPolls: options.payments?.inProcessPolls ?? 2,
  };
  const faults = new FaultInjector();
  const host = options.host ?? '127.0.0.1';
  let origin = '';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    let url: URL;
    try {
      url = new URL(req.url ?? '/', origin);
    } catch {
      throw OccError.of(400, {
        type: 'ValidationError',
        message: 'Malformed request URL',
        reason: 'invalid',
      });
    }
    const path = url.pathname;
    res.setHeader('access-control-allow-origin', '*');
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
        'access-control-allow-headers': String(
          req.headers['access-control-request-headers'] ?? '*',
        ),
      });
      res.end();
      return;
    }
    const fault = path.startsWith('/sandbox/faults') ? undefined : faults.match(method, path);
    if (fault?.latencyMs) await sleep(fault.latencyMs);
    if (fault?.drop) {
      req.socket.destroy();
      return;
    }
    if (fault?.status) {
      sendJson(res, fault.status, {
        errors: [{ type: 'InjectedFault', message: `Injected status ${fault.status}` }],
      });
      return;
    }
    if (fault?.malformed) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"errors": [ this is not json');
      return;
    }
    const formAllowed = path === TOKEN_PATH || (method === 'POST' && DECISION_POST.test(path));
    // The case system's web-to-case form is multipart, as browsers post it.
    const multipartAllowed = method === 'POST' && WEB_TO_CASE_POST.test(path);
    const body = await readBody(
      req,
      formAllowed ? 'json-or-form' : multipartAllowed ? 'json-or-multipart' : 'json',
    );
    const query = queryObject(url);

    if (path.startsWith('/sandbox/')) return sandboxPage(method, path, body, res, query);
    if (path === TOKEN_PATH) {
      if (method !== 'POST')
        throw OccError.of(405, { type: 'MethodNotAllowedError', message: 'Use POST' });
      return sendJson(res, 200, await issueToken({ db, now, query, body, passwords }));
    }
    const occ = OCC_PREFIX.exec(path);
    if (!occ)
      throw OccError.of(404, {
        type: 'NotFoundError',
        message: `No such path ${path}`,
        reason: 'notFound',
      });
    const site = sandboxSite(occ[1] ?? '');
    if (!site) {
      throw OccError.of(400, {
        type: 'InvalidResourceError',
        message: `Base site ${occ[1] ?? ''} doesn't exist`,
        reason: 'invalid',
        subject: 'baseSiteId',
      });
    }
    const found = match(ROUTES, method, occ[2] ?? '/');
    if (!found)
      throw OccError.of(404, {
        type: 'NotFoundError',
        message: `No such path ${path}`,
        reason: 'notFound',
      });
    if ('allowed' in found) {
      throw OccError.of(405, {
        type: 'MethodNotAllowedError',
        message: `${method} not allowed; use ${found.allowed.join(', ')}`,
      });
    }
    const token = readToken({ db, now }, req.headers.authorization);
    if (token === 'invalid') {
      throw OccError.of(401, {
        type: 'InvalidTokenError',
        message: 'Invalid access token',
        reason: 'invalid_token',
      });
    }
    const ctx: SandboxContext = {
      db,
      site,
      url,
      query,
      body,
      headers: req.headers,
      now,
      ...channelOf(req),
      token,
      publicBase,
      allowedReturnOrigins,
      payments,
      passwords,
    };
    // Slow work (password hashing) first, outside the transaction and off the event loop.
    const prepared = found.route.prepare ? await found.route.prepare(ctx, found.params) : undefined;
    // One transaction per request: a handler that throws leaves nothing behind.
    const result = db.transaction(() => found.route.handler(ctx, found.params, prepared))();
    if (isReply(result)) {
      if (result.headers) for (const [k, v] of Object.entries(result.headers)) res.setHeader(k, v);
      return sendJson(res, result.status, result.body);
    }
    return sendJson(res, 200, result);
  }

  function sandboxPage(
    method: string,
    path: string,
    body: unknown,
    res: ServerResponse,
    query: Record<string, string>,
  ): void {
    if (method === 'GET' && path === '/sandbox/health') return sendJson(res, 200, { ok: true });
    const barcode = /^\/sandbox\/barcode\/([\w-]+)\.svg$/.exec(path);
    if (method === 'GET' && barcode) {
      const svg = barcodeSvg(barcode[1] ?? '');
      res.writeHead(200, {
        'content-type': 'image/svg+xml',
        'content-length': Buffer.byteLength(svg),
        'content-security-policy': "default-src 'none'",
      });
      res.end(svg);
      return;
    }
    if (method === 'GET' && path === PAGE_CSS_PATH) {
      res.writeHead(200, {
        'content-type': 'text/css; charset=utf-8',
        'content-length': Buffer.byteLength(PAGE_CSS),
      });
      res.end(PAGE_CSS);
      return;
    }
    // The external return portal's stand-in (admin-returns.ts), before the provider pages.
    if (method === 'GET' && path === RETURN_PORTAL_PATH)
      return sendHtml(res, 200, returnPortalPage(query, publicBase), {
        'content-security-policy': pageSecurityPolicy([]),
      });
    const decision = /^\/sandbox\/(3ds2\/challenge|provider)\/([\w-]+)(?:\/(approve|deny))?$/.exec(
      path,
    );
    if (decision) {
      const kind = decision[1] === 'provider' ? 'provider' : 'challenge';
      const payment = getPayment({ db }, decision[2] ?? '');
      const policy = { 'content-security-policy': pageSecurityPolicy(allowedReturnOrigins) };
      if (method === 'GET' && !decision[3])
        return sendHtml(res, 200, decisionPage(kind, payment, publicBase), policy);
      if (method === 'POST' && decision[3]) {
        const approve = decision[3] === 'approve';
        const next = db.transaction(() =>
          recordDecision(db, payment, approve, allowedReturnOrigins),
        )();
        if (next) {
          res.writeHead(303, { location: next, 'content-length': '0' });
          res.end();
          return;
        }
        return sendHtml(res, 200, donePage(approve, publicBase), policy);
      }
    }
    if (options.admin && path === '/sandbox/faults') {
      if (method === 'GET') return sendJson(res, 200, { rules: faults.list() });
      if (method === 'DELETE') {
        faults.clear();
        return sendJson(res, 200, { rules: [] });
      }
      if (method === 'POST') {
        const { rules } = parse(faultRulesSchema, body);
        for (const rule of rules) faults.add(rule);
        return sendJson(res, 200, { rules: faults.list() });
      }
    }
    // What a booking stored, for end-to-end tests (admin only: a booking holds a shopper's
    // name, e-mail and phone, which no OCC call gives back).
    const reservation = /^\/sandbox\/reservations\/(\d{1,12})$/.exec(path);
    if (options.admin && reservation && method === 'GET') {
      const row = db
        .prepare<
          [string],
          {
            id: number;
            product_code: string;
            store_id: string;
            user_data: string;
            created_at: string;
          }
        >('SELECT * FROM reservations WHERE id = ?')
        .get(reservation[1] ?? '');
      if (row)
        return sendJson(res, 200, {
          id: String(row.id),
          productCode: row.product_code,
          storeId: row.store_id,
          userData: JSON.parse(row.user_data) as unknown,
          createdAt: row.created_at,
        });
    }
    // What the analytics collector stored after a given id, for end-to-end tests (admin only).
    if (options.admin && path === '/sandbox/analytics' && method === 'GET') {
      const after = parse(z.coerce.number().int().min(0).default(0), query['after'], 'query');
      return sendJson(res, 200, { hits: analyticsHitsAfter(db, after) });
    }
    // Returns, for end-to-end journeys (admin only): move an order on, read its returns.
    const orderStatus = /^\/sandbox\/orders\/(\d{1,12})\/status$/.exec(path);
    if (options.admin && orderStatus && method === 'POST') {
      const change = parse(orderStatusChangeSchema, body);
      return sendJson(res, 200, setOrderStatus(db, orderStatus[1] ?? '', change, now()));
    }
    if (options.admin && path === '/sandbox/returns' && method === 'GET') {
      const { orderCode } = parse(z.object({ orderCode: z.string().min(1).max(40) }), query);
      return sendJson(res, 200, returnsOfOrder(db, orderCode));
    }
    // The friends a member invited, for end-to-end tests (admin only).
    if (options.admin && path === '/sandbox/referrals' && method === 'GET') {
      const { uid } = parse(z.object({ uid: z.string().min(3).max(200) }), query);
      return sendJson(res, 200, referralsOf(db, uid));
    }
    if (options.admin && path === '/sandbox/stored-cards' && method === 'POST') {
      return sendJson(res, 201, addStoredCard(db, parse(storedCardSeedSchema, body)));
    }
    // The texts it shows a site's shoppers, for the storefront's all-language test (admin only).
    if (options.admin && path === '/sandbox/texts' && method === 'GET') {
      const { site } = parse(z.object({ site: z.string().min(2).max(10) }), query);
      const texts = shownTexts(db, site);
      if (texts) return sendJson(res, 200, texts);
    }
    if (options.admin && path === '/sandbox/reset' && method === 'POST') {
      seedDatabase(db, seedOptions);
      return sendJson(res, 200, { ok: true });
    }
    throw OccError.of(404, {
      type: 'NotFoundError',
      message: `No such path ${path}`,
      reason: 'notFound',
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return;
      if (error instanceof OccError) return sendError(res, error);
      // Another process writing the same file (two sandboxes on one database): a lost
      // race is a conflict or a busy database, not a crash.
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) {
        return sendJson(res, 409, {
          errors: [{ type: 'ConflictError', message: 'Conflicting write', reason: code }],
        });
      }
      if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) {
        return sendJson(res, 503, {
          errors: [{ type: 'BusyError', message: 'Database busy, retry', reason: code }],
        });
      }
      // Never expected: every input problem is an OccError. Logged so the fuzz test's
      // failure (it asserts no 500) has a cause to read.
      console.error('[sandbox] unexpected error', error);
      sendJson(res, 500, {
        errors: [{ type: 'InternalServerError', message: 'Unexpected sandbox error' }],
      });
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  publicBase = normalisePublicBase(options.publicBase, origin);
  return {
    url: origin,
    port,
    db,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
