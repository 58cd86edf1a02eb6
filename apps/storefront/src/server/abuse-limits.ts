import { routedPath } from './captcha-gate.js';

/**
 * Proxied calls that send e-mail or store a stranger's address on the shop's behalf (issue
 * 30): back-in-stock (`/comingsoon`), the live-shopping sign-up and refer-a-friend. Each is
 * limited per client address, every call counted (not only failures), so a script cannot
 * use the shop to mail-bomb addresses or fill its lists.
 */
const LIMITED =
  /^\/occ\/v2\/[^/]+\/(?:comingsoon|liveshopping\/subscriptions|users\/[^/]+\/referfriends)$/;

/** 10 calls per address in 15 minutes, together for these endpoints. */
export const ABUSE_LIMIT = { maxFailures: 10, windowMs: 15 * 60_000, maxAddresses: 50_000 };

export function isAbuseLimited(method: string, rawPath: string): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  return LIMITED.test(routedPath(rawPath));
}
