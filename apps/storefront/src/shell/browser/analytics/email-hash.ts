import { normalisedEmail } from './analytics-events.js';

/**
 * The e-mail's SHA-256 as lower-case hex, with the browser's Web Crypto
 * (docs/product/consent.md §3.3): the address itself never leaves the page for analytics.
 */
export async function emailSha256(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(normalisedEmail(email));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
