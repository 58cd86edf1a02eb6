import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase, type SandboxDb } from './db.js';
import { isSeeded, seedDatabase, type SeedOptions } from './seed.js';
import { OccError } from './errors.js';
import { queryObject, readBody } from './http.js';
import { FaultInjector } from './faults.js';
import { DEFAULT_PASSWORD_COST, dummyHash, isSaneCost, type PasswordCost } from './passwords.js';
import type { PaymentSimulatorOptions } from './context.js';
import { normaliseOrigins } from './return-url.js';
import { normalisePublicBase } from './public-base.js';
import { answerCors } from './cors.js';
import { applyFault } from './fault-gate.js';
import { answerError } from './error-answer.js';
import { matchPage, type PageRoute } from './page-route.js';
import { answerOcc, occBody, occTarget } from './occ-api.js';
import { tokenRoute } from './routes/token-endpoint.js';
import { browserPageRoutes } from './routes/browser-pages.js';
import { adminRoutes } from './routes/admin.js';
import { routesFor, type SandboxDialect } from './dialect/routes-for.js';
import { ROUTES } from './routes/index.js';

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
  /**
   * The OCC it speaks (SANDBOX_DIALECT): `extended`, the brand's OCC the specs describe
   * (default), or `standard` SAP Commerce 2211 shapes and calls where the two differ (ADR 0036).
   */
  dialect?: SandboxDialect;
}

export interface SandboxServer {
  url: string;
  port: number;
  db: SandboxDb;
  faults: FaultInjector;
  close(): Promise<void>;
}

const noSuchPath = (path: string): OccError =>
  OccError.of(404, { type: 'NotFoundError', message: `No such path ${path}`, reason: 'notFound' });

function requestUrl(req: IncomingMessage, origin: string): URL {
  try {
    return new URL(req.url ?? '/', origin);
  } catch {
    throw OccError.of(400, {
      type: 'ValidationError',
      message: 'Malformed request URL',
      reason: 'invalid',
    });
  }
}

/**
 * The sandbox's HTTP server, composed: CORS (cors.ts), fault injection (fault-gate.ts), then
 * one of two route tables. Outside the OCC API: the token endpoint, the pages a browser opens
 * and, with `admin`, the test-only endpoints (page-route.ts, exact paths). Under
 * `/occ/v2/{baseSiteId}`: the OCC API (occ-api.ts over routes/index.ts), with its auth. The
 * route is looked up before the body is read, as it says which bodies it takes.
 */
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
  const routes = routesFor(options.dialect ?? 'extended', ROUTES);
  const host = options.host ?? '127.0.0.1';
  let origin = '';

  const pages: readonly PageRoute[] = [
    tokenRoute({ db, now, passwords }),
    ...browserPageRoutes({ db, publicBase: () => publicBase, allowedReturnOrigins }),
    ...(options.admin
      ? adminRoutes({ db, faults, now, reseed: () => seedDatabase(db, seedOptions) })
      : []),
  ];
  const occApi = {
    db,
    now,
    publicBase: () => publicBase,
    allowedReturnOrigins,
    payments,
    passwords,
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = requestUrl(req, origin);
    const path = url.pathname;
    if (answerCors(req, res, method)) return;
    if (await applyFault(faults, req, res, method, path)) return;
    const page = matchPage(pages, method, path);
    const occ = page ? null : occTarget(routes, method, path);
    const body = await readBody(req, page ? page.route.body : occ ? occBody(occ) : 'json');
    const query = queryObject(url);
    if (page) {
      const served = await page.route.handle({
        req,
        res,
        method,
        path,
        query,
        body,
        params: page.params,
      });
      if (served === false) throw noSuchPath(path);
      return;
    }
    if (occ) return answerOcc(occApi, occ, { req, res, method, url, query, body });
    throw noSuchPath(path);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => answerError(res, error));
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
