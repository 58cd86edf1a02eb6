/**
 * The shipping methods whose order timelines differ (docs/product/shipping.md §1.2;
 * docs/product/orders.md §3).
 */
export type ShippingMethodCode =
  'standard' | 'express' | 'sdd' | 'pickup_2h' | 'externalpickup' | 'pickup';

export const SHIPPING_METHOD_CODES: readonly ShippingMethodCode[] = [
  'standard',
  'express',
  'sdd',
  'pickup_2h',
  'externalpickup',
  'pickup',
];

export function isShippingMethodCode(value: string): value is ShippingMethodCode {
  return (SHIPPING_METHOD_CODES as readonly string[]).includes(value);
}

/**
 * The back-end sends variants such as `standard_ca`, `express_24h`, `sdd_madrid`, `pickup_store`
 * or `global-e`; orders of those variants follow the timeline of their base method. The
 * cross-border provider's `global-e` delivers to the door, so it reads as standard.
 * Anything else -> null, so callers decide instead of guessing a timeline.
 */
export function shippingMethodFromCode(code: string): ShippingMethodCode | null {
  const normalised = code.trim().toLowerCase();
  if (isShippingMethodCode(normalised)) return normalised;
  if (normalised.startsWith('pickup_2h')) return 'pickup_2h';
  if (normalised.startsWith('externalpickup')) return 'externalpickup';
  if (normalised.startsWith('pickup')) return 'pickup';
  if (normalised.startsWith('standard')) return 'standard';
  if (normalised.startsWith('express')) return 'express';
  if (normalised.startsWith('sdd')) return 'sdd';
  if (normalised === 'global-e') return 'standard';
  return null;
}

/** Methods whose parcel ends in a store rather than at the shopper's door. */
export function isStorePickupMethod(method: ShippingMethodCode): boolean {
  return method === 'pickup' || method === 'pickup_2h' || method === 'externalpickup';
}
