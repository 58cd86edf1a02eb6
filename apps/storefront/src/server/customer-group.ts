import { createHmac, timingSafeEqual } from 'node:crypto';

/** Groups with their own prices or texts; anything else is registered or anonymous. */
export const SIGNED_GROUPS = ['registered', 'employee'] as const;
export type SignedGroup = (typeof SIGNED_GROUPS)[number];

function mac(group: string, secret: string): string {
  return createHmac('sha256', secret).update(`customer-group:${group}`).digest('base64url');
}

/**
 * The customer-group cookie's value: the group and an HMAC of it under the server's
 * SESSION_SECRET. The session sets it at login from the back-end's answer; a shopper who
 * writes `employee` into the cookie by hand gets the registered pages, not employee prices
 * (and can't fill the employee HTML cache).
 */
export function signCustomerGroup(group: SignedGroup, secret: string): string {
  return `${group}.${mac(group, secret)}`;
}

/** The group a cookie value proves, or null (unsigned, forged, unknown or no secret). */
export function verifyCustomerGroup(
  value: string | undefined,
  secret: string | null,
): SignedGroup | null {
  if (!value || !secret) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const group = value.slice(0, dot);
  if (!(SIGNED_GROUPS as readonly string[]).includes(group)) return null;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(mac(group, secret));
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? (group as SignedGroup)
    : null;
}
