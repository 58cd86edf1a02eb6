import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  isReply,
  type PasswordPolicy,
  type PaymentSimulatorOptions,
  type SandboxContext,
} from './context.js';
import type { SandboxDb } from './db.js';
import { OccError } from './errors.js';
import { match, sendJson, type AcceptedBody, type Route } from './http.js';
import { readToken } from './routes/auth.js';
import { sandboxSite } from './sites.js';

const OCC_PREFIX = /^\/occ\/v2\/([^/]+)(\/.*)$/;

export interface OccApiDeps {
  db: SandboxDb;
  now: () => Date;
  /** The base of links handed to a browser; known once the server listens (public-base.ts). */
  publicBase: () => string;
  allowedReturnOrigins: readonly string[];
  payments: PaymentSimulatorOptions;
  passwords: PasswordPolicy;
}

/** An OCC request: its base site id and what the route table found for the rest of the path. */
export interface OccTarget {
  siteId: string;
  found: ReturnType<typeof match<SandboxContext>>;
}

/**
 * `/occ/v2/{baseSiteId}/...` -> the site id and the route for the rest in the dialect's table
 * (dialect/routes-for.ts), or null for any other path. Looked up before the body is read: the route says which bodies it takes.
 */
export function occTarget(
  routes: readonly Route<SandboxContext>[],
  method: string,
  path: string,
): OccTarget | null {
  const occ = OCC_PREFIX.exec(path);
  if (!occ) return null;
  return { siteId: occ[1] ?? '', found: match(routes, method, occ[2] ?? '/') };
}

/** The bodies the target's route takes; JSON when there is no route. */
export function occBody(target: OccTarget): AcceptedBody {
  return target.found && 'route' in target.found ? (target.found.route.body ?? 'json') : 'json';
}

/** Channel and brand from the `X-{BRAND}-CHANNEL` header (docs/product/commerce-api.md §1.3). */
function channelOf(req: IncomingMessage): { channel: 'WEB' | 'APP'; brand: string } {
  for (const [name, value] of Object.entries(req.headers)) {
    const match = /^x-([a-z0-9]+)-channel$/i.exec(name);
    if (!match?.[1]) continue;
    const brand = match[1].charAt(0).toUpperCase() + match[1].slice(1).toLowerCase();
    return { channel: String(value).toUpperCase() === 'APP' ? 'APP' : 'WEB', brand };
  }
  return { channel: 'WEB', brand: 'Atelier' };
}

/**
 * Serves an OCC request: an unknown base site is a 400, an unknown path a 404, a known path
 * with another method a 405, a bad bearer token a 401. The route's slow preparation (password
 * hashing) runs first, outside the transaction; then its handler runs in one transaction, so
 * a handler that throws leaves nothing behind.
 */
export async function answerOcc(
  deps: OccApiDeps,
  target: OccTarget,
  exchange: {
    req: IncomingMessage;
    res: ServerResponse;
    method: string;
    url: URL;
    query: Record<string, string>;
    body: unknown;
  },
): Promise<void> {
  const { req, res, method, url } = exchange;
  const site = sandboxSite(target.siteId);
  if (!site) {
    throw OccError.of(400, {
      type: 'InvalidResourceError',
      message: `Base site ${target.siteId} doesn't exist`,
      reason: 'invalid',
      subject: 'baseSiteId',
    });
  }
  const { found } = target;
  if (!found)
    throw OccError.of(404, {
      type: 'NotFoundError',
      message: `No such path ${url.pathname}`,
      reason: 'notFound',
    });
  if ('allowed' in found) {
    throw OccError.of(405, {
      type: 'MethodNotAllowedError',
      message: `${method} not allowed; use ${found.allowed.join(', ')}`,
    });
  }
  const token = readToken(deps, req.headers.authorization);
  if (token === 'invalid') {
    throw OccError.of(401, {
      type: 'InvalidTokenError',
      message: 'Invalid access token',
      reason: 'invalid_token',
    });
  }
  const ctx: SandboxContext = {
    db: deps.db,
    site,
    url,
    query: exchange.query,
    body: exchange.body,
    headers: req.headers,
    now: deps.now,
    ...channelOf(req),
    token,
    publicBase: deps.publicBase(),
    allowedReturnOrigins: deps.allowedReturnOrigins,
    payments: deps.payments,
    passwords: deps.passwords,
  };
  const prepared = found.route.prepare ? await found.route.prepare(ctx, found.params) : undefined;
  const result = deps.db.transaction(() => found.route.handler(ctx, found.params, prepared))();
  if (isReply(result)) {
    if (result.headers) for (const [k, v] of Object.entries(result.headers)) res.setHeader(k, v);
    return sendJson(res, result.status, result.body);
  }
  return sendJson(res, 200, result);
}
