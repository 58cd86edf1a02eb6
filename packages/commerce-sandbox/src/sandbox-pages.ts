import type { SandboxDb } from './db.js';
import type { PaymentData, PaymentRow, PaymentStatus } from './payment-simulator.js';
import { returnLocation } from './return-url.js';

/**
 * The HTML pages a shopper's browser visits during payment: the issuer's 3DS2 challenge
 * and the redirect provider's page. Both offer approve / deny and then go back to the
 * return URL the payment was created with.
 *
 * They work under the storefront's Content-Security-Policy (`default-src 'self';
 * script-src 'self'; form-action 'self'`): plain forms, no script, no inline style (the
 * stylesheet is a file), and every URL under `publicBase`, which behind the storefront
 * is its own '/api/commerce', so forms and stylesheet are same-origin.
 */

/** Where the stylesheet lives: under /sandbox/provider/, a prefix the storefront proxies. */
export const PAGE_CSS_PATH = '/sandbox/provider/sandbox-pages.css';

export const PAGE_CSS = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}
form{display:inline-block}
`;

const html = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string, publicBase: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${html(publicBase + PAGE_CSS_PATH)}"></head><body>${body}</body></html>`;
}

/**
 * The sandbox pages' own policy: nothing but their stylesheet loads, and the forms post
 * to the sandbox (or, through its redirect, to an allowed return origin).
 */
export function pageSecurityPolicy(allowedReturnOrigins: readonly string[]): string {
  const formTargets = ["'self'", ...allowedReturnOrigins].join(' ');
  return `default-src 'none'; style-src 'self'; img-src 'self'; form-action ${formTargets}; base-uri 'none'`;
}

export function decisionPage(
  kind: 'challenge' | 'provider',
  payment: PaymentRow,
  publicBase: string,
): string {
  const id = encodeURIComponent(payment.id);
  const action = html(
    kind === 'challenge'
      ? `${publicBase}/sandbox/3ds2/challenge/${id}`
      : `${publicBase}/sandbox/provider/${id}`,
  );
  const title =
    kind === 'challenge' ? '3-D Secure 2 challenge' : `Sandbox ${html(payment.method)} payment`;
  return page(
    title,
    `<h1>${title}</h1>
<p data-testid="threeds-challenge">Amount: ${payment.amount.toFixed(2)} ${html(payment.currency)}. Payment ${html(payment.id)}.</p>
<form method="post" action="${action}/approve"><button type="submit" name="decision" value="approve" data-testid="approve">Approve</button></form>
<form method="post" action="${action}/deny"><button type="submit" name="decision" value="deny" data-testid="deny">Deny</button></form>`,
    publicBase,
  );
}

/** A decision only counts while the payment still waits for the shopper. */
const SETTLED: ReadonlySet<PaymentStatus> = new Set([
  'AUTHORISED',
  'REFUSED',
  'PRESENT_TO_SHOPPER',
]);

/**
 * Records the decision; answers where the browser goes next: the return URL with
 * `paymentId` and `result` added (always an ASCII Location, see return-url.ts), or null
 * without one (then the done page shows).
 */
export function recordDecision(
  db: SandboxDb,
  payment: PaymentRow,
  approve: boolean,
  allowedReturnOrigins: readonly string[],
): string | null {
  const data = JSON.parse(payment.data) as PaymentData;
  if (!SETTLED.has(payment.status)) {
    db.prepare('UPDATE payments SET data = ? WHERE id = ?').run(
      JSON.stringify({ ...data, decision: approve ? 'approved' : 'denied' }),
      payment.id,
    );
  }
  if (!data.returnUrl) return null;
  return returnLocation(
    data.returnUrl,
    { paymentId: payment.id, result: approve ? 'approved' : 'denied' },
    allowedReturnOrigins,
  );
}

export function donePage(approve: boolean, publicBase: string): string {
  return page(
    'Done',
    `<h1>${approve ? 'Approved' : 'Denied'}</h1><p>You can close this page.</p>`,
    publicBase,
  );
}

/** A barcode-like SVG for cash-voucher references (stripes from the digits). */
export function barcodeSvg(reference: string): string {
  let x = 10;
  const bars: string[] = [];
  for (const ch of reference) {
    const n = ch.charCodeAt(0) % 10;
    bars.push(`<rect x="${x}" y="10" width="${1 + (n % 3)}" height="60"/>`);
    x += 3 + (n % 4);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${x + 10}" height="100" viewBox="0 0 ${x + 10} 100"><rect width="100%" height="100%" fill="#fff"/><g fill="#000">${bars.join('')}</g><text x="10" y="90" font-family="monospace" font-size="12">${html(reference)}</text></svg>`;
}
