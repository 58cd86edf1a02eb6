import type { SandboxDb } from './db.js';
import type { PaymentData, PaymentRow, PaymentStatus } from './payment-simulator.js';
import { returnLocation } from './return-url.js';
import { methodDisplayName, pageTexts } from './sandbox-page-texts.js';

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

/**
 * The shop's look (docs/design.md tokens of @atelier/ui: ivory ground, deep ink, a gold rule),
 * copied as values because the sandbox process reads no other workspace; logical properties,
 * so the Arabic and Hebrew pages mirror without special cases. No web fonts: the pages' policy
 * loads nothing but this sheet, so the serif and sans fall back to the system's.
 */
export const PAGE_CSS = `:root{color-scheme:light}
body{margin:0;background:#faf7f2;color:#1c1a17;font:1rem/1.55 system-ui,-apple-system,'Segoe UI',sans-serif}
main{max-width:28rem;margin-block:3rem;margin-inline:auto;padding:2rem 1.5rem;background:#fff;border:1px solid #e2dbcf;border-block-start:3px solid #b8975a}
h1{font:400 1.6rem/1.2 Georgia,'Times New Roman',serif;margin-block:0 1rem}
p{margin-block:0 1.25rem;color:#5c564d}
bdi{color:#1c1a17;font-weight:600;white-space:nowrap}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
form{margin:0;flex:1 1 10rem}
button{width:100%;min-block-size:2.75rem;font:inherit;font-weight:500;padding:.6rem 1.2rem;border:1px solid #1c1a17;cursor:pointer}
.approve{background:#1c1a17;color:#fff}
.approve:hover{background:#3a362f}
.deny{background:#fff;color:#1c1a17}
button:focus-visible{outline:2px solid #1c1a17;outline-offset:3px}
@media (max-width:30rem){main{margin:0;border-inline:0;min-block-size:100vh;box-sizing:border-box}}
`;

const html = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The language, direction and number format of the site the payment's cart belongs to. */
export interface PageSite {
  language: string;
  locale: string;
}

const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'iw']);

/** The HTML lang attribute: the sandbox's `iw` is Hebrew, `he` for browsers and readers. */
const langAttribute = (language: string): string => (language === 'iw' ? 'he' : language);

function page(title: string, body: string, publicBase: string, site: PageSite): string {
  const dir = RTL_LANGUAGES.has(site.language) ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${html(langAttribute(site.language))}" dir="${dir}"><head><meta charset="utf-8"><title>${html(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${html(publicBase + PAGE_CSS_PATH)}"></head><body><main>${body}</main></body></html>`;
}

/** The amount as the site writes money (its locale's digits and currency sign). */
export function pageAmount(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

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
  site: PageSite,
): string {
  const id = encodeURIComponent(payment.id);
  const action = html(
    kind === 'challenge'
      ? `${publicBase}/sandbox/3ds2/challenge/${id}`
      : `${publicBase}/sandbox/provider/${id}`,
  );
  const texts = pageTexts(site.language);
  const method = methodDisplayName(payment.method);
  const title = kind === 'challenge' ? texts.challengeTitle : fill(texts.providerTitle, { method });
  const intro = kind === 'challenge' ? texts.challengeIntro : texts.providerIntro;
  const amount = pageAmount(payment.amount, payment.currency, site.locale);
  // The amount is isolated (bdi) so a Latin currency code keeps its place in Arabic and Hebrew.
  const [before = '', after = ''] = intro.split('{amount}');
  return page(
    title,
    `<h1>${html(title)}</h1>
<p data-testid="threeds-challenge" data-payment="${html(payment.id)}">${html(before)}<bdi>${html(amount)}</bdi>${html(after)}</p>
<div class="actions">
<form method="post" action="${action}/approve"><button type="submit" class="approve" name="decision" value="approve" data-testid="threeds-approve">${html(texts.approve)}</button></form>
<form method="post" action="${action}/deny"><button type="submit" class="deny" name="decision" value="deny" data-testid="threeds-deny">${html(texts.deny)}</button></form>
</div>`,
    publicBase,
    site,
  );
}

/** A decision only counts while the payment still waits for the shopper. */
const SETTLED: ReadonlySet<PaymentStatus> = new Set([
  'AUTHORISED',
  'REFUSED',
  'PRESENT_TO_SHOPPER',
  'CANCELLED',
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

export function donePage(approve: boolean, publicBase: string, site: PageSite): string {
  const texts = pageTexts(site.language);
  const title = approve ? texts.approved : texts.denied;
  return page(
    title,
    `<h1 data-result="${approve ? 'approved' : 'denied'}">${html(title)}</h1><p>${html(texts.closeNote)}</p>`,
    publicBase,
    site,
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
