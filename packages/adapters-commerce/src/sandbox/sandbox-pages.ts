import { escape } from 'node:querystring';
import type { SandboxDb } from './db.js';
import type { PaymentData, PaymentRow } from './payment-simulator.js';

/**
 * The HTML pages a shopper's browser visits during payment: the issuer's 3DS2 challenge
 * and the redirect provider's page. Both offer approve / deny and then go back to the
 * return URL the payment was created with.
 */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style></head><body>${body}</body></html>`;
}

const html = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function decisionPage(kind: 'challenge' | 'provider', payment: PaymentRow): string {
  const action =
    kind === 'challenge'
      ? `/sandbox/3ds2/challenge/${escape(payment.id)}`
      : `/sandbox/provider/${escape(payment.id)}`;
  const title =
    kind === 'challenge' ? '3-D Secure 2 challenge' : `Sandbox ${html(payment.method)} payment`;
  return page(
    title,
    `<h1>${title}</h1>
<p data-testid="threeds-challenge">Amount: ${payment.amount.toFixed(2)} ${html(payment.currency)}. Payment ${html(payment.id)}.</p>
<form method="post" action="${action}/approve"><button type="submit" name="decision" value="approve" data-testid="approve">Approve</button></form>
<form method="post" action="${action}/deny"><button type="submit" name="decision" value="deny" data-testid="deny">Deny</button></form>`,
  );
}

/** Records the decision; answers where the browser goes next (the return URL, if any). */
export function recordDecision(
  db: SandboxDb,
  payment: PaymentRow,
  approve: boolean,
): string | null {
  const data = JSON.parse(payment.data) as PaymentData;
  db.prepare('UPDATE payments SET data = ? WHERE id = ?').run(
    JSON.stringify({ ...data, decision: approve ? 'approved' : 'denied' }),
    payment.id,
  );
  if (!data.returnUrl) return null;
  const url = data.returnUrl;
  const join = url.includes('?') ? '&' : '?';
  return `${url}${join}paymentId=${encodeURIComponent(payment.id)}&result=${approve ? 'approved' : 'denied'}`;
}

export function donePage(approve: boolean): string {
  return page('Done', `<h1>${approve ? 'Approved' : 'Denied'}</h1><p>You can close this page.</p>`);
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
