// POST /api/contact/{site}: the help page's contact form (docs/product/commerce-api.md §13). The
// browser posts its FormData here (same origin, so CSP and the Origin check hold); the server adds
// what the shopper does not choose (the category levels L1-L4 of the reason, the site's
// country, the organisation id from CONTACT_ORG_ID) and posts the case system's web-to-case
// form, multipart, to CONTACT_CASE_URL ({site} replaced), by default the sandbox's
// /occ/v2/{site}/contact/webtocase.
import type { IncomingMessage } from 'node:http';
import { isSiteCode, siteInfo } from '@atelier/core-catalogue';
import { webToCaseFields } from '@atelier/core-loyalty';
import { z } from 'zod';
import {
  requestClientAddress,
  createLoginThrottle,
  type LoginThrottle,
} from '../../../server/login-throttle.js';
import { readRequestBody } from '../../../server/request-body.js';
import { isSameOriginRequest, mediaTypeOf } from '../../../server/same-origin.js';

const CONTACT_PATH = /^\/api\/contact\/([a-z]{2}-[a-z]{2})$/;
/** Five fields of text: a message of 5000 characters is well under this. */
export const MAX_CONTACT_BODY_BYTES = 32_768;
const FORWARD_TIMEOUT_MS = 10_000;
export const SANDBOX_ORG_ID = 'ATELIER-SANDBOX-ORG';

/**
 * Cases filed per client address (issue 30, abuse): each one mails the shop's service team and
 * stores a stranger's address, so every same-origin submission counts, not only failures. A
 * shopper writes a few messages; a script filling the case system is stopped after five.
 */
export const CONTACT_LIMIT = { maxFailures: 5, windowMs: 15 * 60_000, maxAddresses: 50_000 };
const sharedContactThrottle = createLoginThrottle(CONTACT_LIMIT);

export interface ContactApiOptions {
  publicOrigin?: string | null;
  fetch?: typeof fetch;
  /** Submissions per client address (CONTACT_LIMIT); shared by the workers when Redis is set. */
  throttle?: LoginThrottle;
  /** Peers whose X-Forwarded-For names the client (TRUSTED_PROXIES). */
  trustedProxies?: readonly string[];
  now?: () => number;
}

export interface CaseSystem {
  url(site: string): string;
  orgId: string;
}

export function caseSystem(
  env: Readonly<Record<string, string | undefined>>,
  commerceBaseUrl: string,
): CaseSystem {
  const base = commerceBaseUrl.replace(/\/+$/, '');
  const url = env['CONTACT_CASE_URL']?.trim() || `${base}/occ/v2/{site}/contact/webtocase`;
  return {
    url: (site) => url.replaceAll('{site}', site),
    orgId: env['CONTACT_ORG_ID']?.trim() || SANDBOX_ORG_ID,
  };
}

const formSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  email: z.email().max(200),
  reason: z.coerce.number().int().min(1).max(99),
  message: z.string().trim().min(1).max(5000),
  orderCode: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => value || undefined),
});

export interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({
  status,
  body: JSON.stringify(body),
  ...(headers ? { headers } : {}),
});

async function formFields(req: IncomingMessage, bytes: Uint8Array): Promise<unknown> {
  // The platform parses multipart (undici's Request.formData), never hand-written code.
  const form = await new Request('http://storefront.invalid/', {
    method: 'POST',
    headers: { 'content-type': String(req.headers['content-type'] ?? '') },
    body: new Uint8Array(bytes),
  }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') return null;
    fields[name] = value;
  }
  return fields;
}

/** Null when the path is not this endpoint. */
export async function contactApi(
  pathname: string,
  req: IncomingMessage,
  system: CaseSystem,
  options: ContactApiOptions = {},
): Promise<Answer | null> {
  const match = CONTACT_PATH.exec(pathname);
  if (!match) return null;
  const site = match[1] ?? '';
  if (!isSiteCode(site)) return json(404, { error: 'Unknown site' });
  if (!isSameOriginRequest(req.headers, options.publicOrigin ?? null))
    return json(403, { error: 'Cross-site requests are refused' });
  if (mediaTypeOf(req.headers) !== 'multipart/form-data')
    return json(415, { error: 'Send the form as multipart/form-data' });
  const throttle = options.throttle ?? sharedContactThrottle;
  const now = options.now ?? Date.now;
  const address = requestClientAddress(req, options.trustedProxies);
  const wait = await throttle.retryAfterSeconds(address, now());
  if (wait > 0)
    return json(
      429,
      { error: 'Too many messages from this address; try again later' },
      { 'retry-after': String(wait), connection: 'close' },
    );
  await throttle.recordFailure(address, now());
  const read = await readRequestBody(req, MAX_CONTACT_BODY_BYTES);
  if (!read.ok)
    return read.status === 413
      ? json(413, { error: 'The message is too long' }, { connection: 'close' })
      : json(400, { error: 'Broken request body' });
  let fields: unknown;
  try {
    fields = await formFields(req, read.bytes);
  } catch {
    return json(400, { error: 'Broken multipart body' });
  }
  const form = formSchema.safeParse(fields);
  const outgoing = form.success
    ? webToCaseFields(form.data, {
        country: siteInfo(site).countryCode,
        orgId: system.orgId,
      })
    : null;
  if (!form.success || !outgoing) {
    // Field names only: the values are the shopper's.
    const names = form.success ? ['reason'] : form.error.issues.map((i) => i.path.join('.'));
    return json(400, { error: 'Check the form', fields: [...new Set(names)] });
  }
  const body = new FormData();
  for (const [name, value] of Object.entries(outgoing)) body.append(name, value);
  try {
    const answer = await (options.fetch ?? fetch)(system.url(site), {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    if (!answer.ok) return json(502, { error: 'The case system refused the case' });
    const filed = (await answer.json().catch(() => ({}))) as { caseId?: unknown };
    return json(201, typeof filed.caseId === 'string' ? { caseId: filed.caseId } : {});
  } catch {
    return json(502, { error: 'The case system is not reachable' });
  }
}
