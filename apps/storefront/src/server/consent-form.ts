// The cookie notice's answer before the page's script runs (ADR 0061). The notice is in the
// server's HTML for a visitor without a consent cookie, so it is on screen at the first paint;
// its code arrives later (src/shell/components/later.ts). Its accept and reject buttons are
// submit buttons of a form posting here: a press before the script ran is not lost, it posts
// the choice, which this turns into the same consent cookie the browser writes once the
// script runs (src/shell/components/CookieNoticePanel.tsx), then sends the shopper back to
// the page they were on.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stringifySetCookie } from 'cookie';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, consentOfChoice } from '../shell/consent.js';
import { firstHeaderValue } from './header-value.js';
import { readRequestBody } from './request-body.js';
import { sendErrorPage } from './responses.js';
import { isSameOriginRequest, mediaTypeOf } from './same-origin.js';

/** One short field: the choice. */
export const CONSENT_FORM_MAX_BYTES = 4_096;
const FORM_TYPE = 'application/x-www-form-urlencoded';
export type ConsentFormAnswer =
  | { status: 303; location: string; cookie: string }
  | { status: 400 | 403 | 413 | 415; message: string };

/**
 * Where to send the shopper back: the page the form was on, from the Referer a browser sends
 * with a same-origin form post (the storefront's Referrer-Policy keeps the full URL on its
 * own origin), when it is a URL of the same host; else the start page. Never another site.
 */
export function returnPathOf(referer: string | undefined, host: string | null): string {
  if (!referer || !host || referer.length > 4_096) return '/';
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return '/';
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  // `https://shop//evil.example/` has the path `//evil.example/`: as a Location, another site.
  if (!web || url.host !== host.toLowerCase() || url.pathname.startsWith('//')) return '/';
  return url.pathname + url.search;
}

/** The host the shopper addressed: the configured public origin's, else the request's. */
function ownHost(headers: IncomingMessage['headers'], publicOrigin: string | null): string | null {
  if (!publicOrigin) return firstHeaderValue(headers.host) ?? null;
  try {
    return new URL(publicOrigin).host;
  } catch {
    return null;
  }
}

/** The answer to a posted form: a same-origin form post with a known choice. */
export function consentFormAnswer(
  headers: IncomingMessage['headers'],
  body: Uint8Array,
  publicOrigin: string | null,
): ConsentFormAnswer {
  if (!isSameOriginRequest(headers, publicOrigin))
    return { status: 403, message: 'Cross-site form posts are refused' };
  if (mediaTypeOf(headers) !== FORM_TYPE)
    return { status: 415, message: 'The consent form is sent as a URL-encoded form' };
  const form = new URLSearchParams(Buffer.from(body).toString('utf8'));
  const consent = consentOfChoice(form.get('choice'));
  if (consent === null) return { status: 400, message: 'Unknown cookie choice' };
  const location = returnPathOf(firstHeaderValue(headers.referer), ownHost(headers, publicOrigin));
  const cookie = stringifySetCookie({
    name: CONSENT_COOKIE,
    value: consent,
    path: '/',
    maxAge: CONSENT_COOKIE_DAYS * 86_400,
    sameSite: 'lax',
    secure: true,
  });
  return { status: 303, location, cookie };
}

/** `POST /api/consent`: the cookie set, then back to the page (303), or an error page. */
export async function answerConsentForm(
  req: IncomingMessage,
  res: ServerResponse,
  publicOrigin: string | null,
): Promise<void> {
  const read = await readRequestBody(req, CONSENT_FORM_MAX_BYTES);
  const answer: ConsentFormAnswer = read.ok
    ? consentFormAnswer(req.headers, read.bytes, publicOrigin)
    : { status: read.status, message: read.status === 413 ? 'Form too large' : 'Unreadable form' };
  if (answer.status !== 303) {
    // The rest of a body past the limit is not read: the connection closes after the answer.
    const close: Record<string, string> = read.ok ? {} : { connection: 'close' };
    sendErrorPage(req, res, answer.status, answer.message, close);
    return;
  }
  res.writeHead(303, {
    location: answer.location,
    'set-cookie': answer.cookie,
    'cache-control': 'no-store',
    'content-length': '0',
  });
  res.end();
}
