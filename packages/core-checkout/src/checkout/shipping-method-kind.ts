/** The pickup methods of spec 2 (4.8 and section 9): pickup, pickup_2h, externalpickup, pickup*. */
export function isPickupMethod(code: string): boolean {
  return code === 'externalpickup' || code.startsWith('pickup');
}

/**
 * Ship-from-store methods are served from store stock: same-day delivery (sdd, sdd_*) and
 * the two-hour store pickup. Spec 2, 8.2 names exactly these two for "shipping not available".
 */
export function isShipFromStoreMethod(code: string): boolean {
  return code === 'sdd' || code.startsWith('sdd_') || code === 'pickup_2h';
}

/** The standard method and its per-country variants (standard_*, standard_ca). */
export function isStandardMethod(code: string): boolean {
  return code === 'standard' || code.startsWith('standard_');
}
