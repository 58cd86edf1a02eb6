import { routedPath } from './captcha-gate.js';

/**
 * OCC paths that change state although OCC lets them be called with GET: a payment
 * provider's accept / confirm and the payment verify calls, which can authorise a payment and
 * place the order (issue 30, hole 9). A Lax cookie rides along on a top-level cross-site
 * navigation, so a link on another site could make a signed-in shopper's browser place an
 * order. The proxy treats a GET to these paths as the state change it is and asks it for the
 * same origin proof as a POST. Matched on the path as the back-end routes it (escapes
 * decoded, `;matrix` and `.json` suffixes dropped, any case), so `/acceptord%65r` is caught.
 */
const STATE_CHANGING_GET =
  /^\/occ\/v2\/[^/]+\/(?:.+\/(?:accept|acceptorder|confirmorder)|payments\/[^/]+\/verify(?:\/3ds|\/recursive)?)$/;

export function changesStateOnGet(rawPath: string): boolean {
  return STATE_CHANGING_GET.test(routedPath(rawPath));
}
