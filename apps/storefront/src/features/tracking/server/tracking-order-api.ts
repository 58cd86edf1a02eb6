// POST /api/tracking-order/{site}: guest order tracking (docs/product/orders.md §5).
// The lookup runs here, not in the browser: the shopper's e-mail, surname and postal code go
// in a JSON body (never in a URL, so never in a log line), the back-end is asked with the
// server's client token, and the answer holds only what the tracking page draws
// (tracking-order-view.ts). A missing order and a wrong e-mail, surname or postal code are the
// same 404 with the same body, so the endpoint does not tell which order codes exist.
import type { IncomingMessage } from 'node:http';
import { isSiteCode } from '@atelier/core-catalogue';
import { isByCodeAndEmail, orderTrackingQuerySchema } from '@atelier/core-orders';
import { z } from 'zod';
import { isBackendUnavailable } from '../../../shell/server/backend-fault.js';
import { isNotFoundError } from '../../../shell/server/load-context.js';
import type { Services } from '../../../shell/server/services.js';
import { trackedOrderView } from '../tracking-order-view.js';
import {
  requestClientAddress,
  createLoginThrottle,
  type LoginThrottle,
} from '../../../server/login-throttle.js';
import { readRequestBody } from '../../../server/request-body.js';
import { isJsonMediaType, isSameOriginRequest, mediaTypeOf } from '../../../server/same-origin.js';

const TRACKING_PATH = /^\/api\/tracking-order\/([a-z]{2}-[a-z]{2})$/;

/** A lookup is four short fields: anything near this is not one. */
export const MAX_TRACKING_BODY_BYTES = 2_048;

export interface JsonAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

/**
 * The fields of a lookup and the lengths the back-end accepts (a longer value could never
 * match an order); core-orders' schema then says which combinations make a lookup. Two steps,
 * not a pipe: an unknown field must fail the request even when the rest is a valid lookup.
 */
const boundedFieldsSchema = z.strictObject({
  orderCode: z.string().trim().max(40).optional(),
  email: z.string().trim().max(200).optional(),
  orderId: z.string().trim().max(40).optional(),
  lastName: z.string().trim().max(100).optional(),
  postalCode: z.string().trim().max(20).optional(),
});

function parseLookup(json: unknown) {
  const fields = boundedFieldsSchema.safeParse(json);
  return fields.success ? orderTrackingQuerySchema.safeParse(fields.data) : fields;
}

const answer = (status: number, body: unknown, headers?: Record<string, string>): JsonAnswer => ({
  status,
  body: JSON.stringify(body),
  ...(headers ? { headers } : {}),
});

export const NOT_FOUND_ANSWER = { error: 'not found' } as const;

/**
 * Lookups that found nothing, per client address: an order id with a guessed surname and
 * postal code (or a code with guessed e-mails) can't be tried at speed. Successes are not
 * forgiven, so an attacker's own order cannot reset the count.
 */
export const TRACKING_THROTTLE = { maxFailures: 20, windowMs: 15 * 60_000, maxAddresses: 50_000 };
const sharedThrottle = createLoginThrottle(TRACKING_THROTTLE);

/**
 * Lookups that found nothing, per order code (issue 30, hole 4): many addresses guessing
 * e-mails or surnames for one code are stopped too. A shopper whose code is being guessed
 * waits at most the window; they still have the link in their order e-mail.
 */
export const TRACKING_CODE_THROTTLE = {
  maxFailures: 10,
  windowMs: 15 * 60_000,
  maxAddresses: 50_000,
};
const sharedCodeThrottle = createLoginThrottle(TRACKING_CODE_THROTTLE);

export interface TrackingApiOptions {
  publicOrigin?: string | null;
  throttle?: LoginThrottle;
  /** Peers whose X-Forwarded-For names the client (TRUSTED_PROXIES). */
  trustedProxies?: readonly string[];
  /** Failed lookups per order code, keyed `order:{code}`. */
  codeThrottle?: LoginThrottle;
  now?: () => number;
}

/** Null when the path is not this endpoint. */
export async function trackingOrderApi(
  services: Services,
  pathname: string,
  req: IncomingMessage,
  options: TrackingApiOptions = {},
): Promise<JsonAnswer | null> {
  const match = TRACKING_PATH.exec(pathname);
  if (!match) return null;
  const site = match[1] ?? '';
  if (!isSiteCode(site)) return answer(404, { error: 'Unknown site' });
  // Another site's page must not use a shopper's browser to probe orders.
  if (!isSameOriginRequest(req.headers, options.publicOrigin ?? null))
    return answer(403, { error: 'Cross-site requests are refused' });
  if (!isJsonMediaType(mediaTypeOf(req.headers)))
    return answer(415, { error: 'Send the body as application/json' });
  const throttle = options.throttle ?? sharedThrottle;
  const now = options.now ?? Date.now;
  const address = requestClientAddress(req, options.trustedProxies);
  const wait = await throttle.retryAfterSeconds(address, now());
  if (wait > 0) {
    return answer(
      429,
      { error: 'Too many lookups that found nothing; try again later' },
      { 'retry-after': String(wait), connection: 'close' },
    );
  }
  const read = await readRequestBody(req, MAX_TRACKING_BODY_BYTES);
  if (!read.ok) {
    // The rest of an oversized body is not read: the connection closes after this answer.
    return read.status === 413
      ? answer(413, { error: 'Request body too large' }, { connection: 'close' })
      : answer(400, { error: 'Broken request body' });
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(read.bytes));
  } catch {
    return answer(400, { error: 'The body is not JSON' });
  }
  const query = parseLookup(json);
  if (!query.success) {
    // Field names only: the values are the shopper's and stay out of answers and logs.
    const fields = [...new Set(query.error.issues.map((issue) => issue.path.join('.')))];
    return answer(400, {
      error: 'Give orderCode and email, or orderId, lastName and postalCode',
      fields: fields.filter(Boolean),
    });
  }
  const codeThrottle = options.codeThrottle ?? sharedCodeThrottle;
  const code = `order:${isByCodeAndEmail(query.data) ? query.data.orderCode : query.data.orderId}`;
  const codeWait = await codeThrottle.retryAfterSeconds(code.toUpperCase(), now());
  if (codeWait > 0) {
    return answer(
      429,
      { error: 'Too many lookups that found nothing; try again later' },
      { 'retry-after': String(codeWait) },
    );
  }
  try {
    const order = await services.commerce(site).orders.trackOrder(query.data);
    return answer(200, trackedOrderView(order, site));
  } catch (error) {
    if (isBackendUnavailable(error)) return answer(503, { error: 'The back-end is not available' });
    // Anything the back-end refused (a 4xx it does not explain too) is not an order.
    const status = (error as { status?: unknown } | null)?.status;
    if (isNotFoundError(error) || (typeof status === 'number' && status >= 400 && status < 500)) {
      await throttle.recordFailure(address, now());
      await codeThrottle.recordFailure(code.toUpperCase(), now());
      return answer(404, NOT_FOUND_ANSWER);
    }
    return answer(502, { error: 'The back-end answered something unexpected' });
  }
}
