import { routedPath } from './captcha-gate.js';

/**
 * OCC calls the browser never makes through the proxy and that would be a way around a
 * storefront endpoint's limits (issue 30, hole 4): the guest order lookups. The tracking page
 * asks `POST /api/tracking-order/{site}`, which throttles per client and per order code and
 * answers only what the page draws; forwarded as they were, `GET /orders?code=&email=` and
 * `/users/anonymous/orders/{code}/{email}` had no throttle and returned the whole order (e-mail,
 * phone, address, card). Matched as the back-end routes the path (escapes decoded, `;matrix`
 * and `.json` dropped, any case), after `/occ/v2/{site}`.
 */
const CLOSED = [
  /^\/occ\/v2\/[^/]+\/orders$/,
  /^\/occ\/v2\/[^/]+\/users\/anonymous\/orders(?:\/.*)?$/,
];

export function isClosedOccPath(rawPath: string): boolean {
  const path = routedPath(rawPath);
  return CLOSED.some((pattern) => pattern.test(path));
}
