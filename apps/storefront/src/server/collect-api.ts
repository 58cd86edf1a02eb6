// The storefront's first-party analytics route (ADR 0022). The browser posts its events to
// /api/collect on the shop's own origin (so the page's connect-src 'self' covers it) and
// requests the tracking pixel from /api/collect/pixel (img-src 'self'); this forwards both to
// the collector: ANALYTICS_COLLECTOR_URL / ANALYTICS_PIXEL_URL ({site} is replaced), by
// default the sandbox's /occ/v2/{site}/analytics/collect and /analytics/pixel.
import type { IncomingMessage } from 'node:http';
import {
  MAX_ANALYTICS_BODY_BYTES,
  analyticsHitSchema,
  analyticsPixelSchema,
} from '@atelier/adapters-commerce';
import { isSiteCode } from '@atelier/core-catalogue';
import { CONSENT_COOKIE, CONSENT_MANAGER_COOKIE, hasConsent } from '../shell/consent.js';
import { parseCookies } from './cookies.js';
import { readRequestBody } from './request-body.js';
import { isJsonMediaType, isSameOriginRequest, mediaTypeOf } from './same-origin.js';

export const COLLECT_ROUTE = '/api/collect';
export const PIXEL_ROUTE = '/api/collect/pixel';
const FORWARD_TIMEOUT_MS = 5_000;

export interface CollectorTargets {
  events(site: string): string;
  pixel(site: string): string;
}

/** Where events and pixel requests go: the configured collector, or the sandbox's. */
export function collectorTargets(
  env: Readonly<Record<string, string | undefined>>,
  commerceBaseUrl: string,
): CollectorTargets {
  const base = commerceBaseUrl.replace(/\/+$/, '');
  const events =
    env['ANALYTICS_COLLECTOR_URL']?.trim() || `${base}/occ/v2/{site}/analytics/collect`;
  const pixel = env['ANALYTICS_PIXEL_URL']?.trim() || `${base}/occ/v2/{site}/analytics/pixel`;
  return {
    events: (site) => events.replaceAll('{site}', site),
    pixel: (site) => pixel.replaceAll('{site}', site),
  };
}

export interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

export interface CollectOptions {
  publicOrigin?: string | null;
  fetch?: typeof fetch;
}

const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({
  status,
  body: JSON.stringify(body),
  ...(headers ? { headers } : {}),
});
const sent: Answer = { status: 204, body: '', headers: { 'cache-control': 'no-store' } };

/** A second check behind the browser's gate: no analytics consent cookie, nothing forwarded. */
function consented(req: IncomingMessage): boolean {
  const cookies = parseCookies(req.headers['cookie']);
  return hasConsent(
    'analytics',
    cookies[CONSENT_COOKIE] ?? null,
    cookies[CONSENT_MANAGER_COOKIE] ?? null,
  );
}

async function forward(doFetch: typeof fetch, url: string, init: RequestInit): Promise<Answer> {
  try {
    const upstream = await doFetch(url, {
      ...init,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    return upstream.ok ? sent : json(502, { error: 'The collector refused the event' });
  } catch {
    return json(502, { error: 'The collector is not reachable' });
  }
}

/** POST /api/collect: one event (JSON, at most 8 kB), checked and forwarded. Null: not this route. */
export async function collectApi(
  pathname: string,
  req: IncomingMessage,
  targets: CollectorTargets,
  options: CollectOptions = {},
): Promise<Answer | null> {
  if (pathname !== COLLECT_ROUTE) return null;
  if (!isSameOriginRequest(req.headers, options.publicOrigin ?? null))
    return json(403, { error: 'Cross-site requests are refused' });
  const type = mediaTypeOf(req.headers);
  // sendBeacon sends a string as text/plain; our Blob goes as application/json.
  if (!isJsonMediaType(type) && type !== 'text/plain')
    return json(415, { error: 'Send the event as application/json' });
  if (!consented(req)) return json(403, { error: 'No analytics consent' });
  const read = await readRequestBody(req, MAX_ANALYTICS_BODY_BYTES);
  if (!read.ok)
    return read.status === 413
      ? json(413, { error: 'Event too large' }, { connection: 'close' })
      : json(400, { error: 'Broken request body' });
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(read.bytes));
  } catch {
    return json(400, { error: 'The body is not JSON' });
  }
  const hit = analyticsHitSchema.safeParse(body);
  if (!hit.success || !isSiteCode(hit.data.site)) {
    // Paths only: values could be a shopper's and stay out of answers and logs.
    const fields = hit.success ? ['site'] : hit.error.issues.map((issue) => issue.path.join('.'));
    return json(400, { error: 'Not an analytics event', fields: [...new Set(fields)] });
  }
  return forward(options.fetch ?? fetch, targets.events(hit.data.site), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(hit.data),
  });
}

/** GET /api/collect/pixel?site&storeId&event: the tracking pixel. Null: not this route. */
export async function pixelApi(
  pathname: string,
  search: URLSearchParams,
  cookies: Readonly<Record<string, string>>,
  targets: CollectorTargets,
  options: CollectOptions = {},
): Promise<Answer | null> {
  if (pathname !== PIXEL_ROUTE) return null;
  if (
    !hasConsent(
      'analytics',
      cookies[CONSENT_COOKIE] ?? null,
      cookies[CONSENT_MANAGER_COOKIE] ?? null,
    )
  )
    return json(403, { error: 'No analytics consent' }, { 'cache-control': 'no-store' });
  const site = search.get('site') ?? '';
  const pixel = analyticsPixelSchema.safeParse({
    storeId: search.get('storeId') ?? undefined,
    event: search.get('event') ?? undefined,
  });
  if (!isSiteCode(site) || !pixel.success)
    return json(400, { error: 'Give site, storeId and event' }, { 'cache-control': 'no-store' });
  const query = new URLSearchParams(pixel.data).toString();
  return forward(options.fetch ?? fetch, `${targets.pixel(site)}?${query}`, { method: 'GET' });
}
