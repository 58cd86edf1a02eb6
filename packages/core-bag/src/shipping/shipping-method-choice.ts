import type { ShippingMethod } from '../entities/shipping-method.schema.js';

/** standard, or one of its per-site variants (standard_ca, standard_x). */
export function isStandardMethod(code: string): boolean {
  return code === 'standard' || code.startsWith('standard_');
}

export function isSddMethod(method: ShippingMethod): boolean {
  return method.isSdd || method.code === 'sdd' || method.code.startsWith('sdd_');
}

export function standardMethod(methods: readonly ShippingMethod[]): ShippingMethod | null {
  return methods.find((method) => isStandardMethod(method.code)) ?? null;
}

/**
 * docs/product/shipping.md §3: a chosen method that is still offered stays; otherwise (or with none
 * chosen) the standard one is set, when the bag can travel by it. A bag the web cannot ship (a
 * piece only shops hold) gets no method from this rule: setting an unavailable standard method
 * is refused by the back-end and ended the check in the error modal, so the shopper never
 * reached the same-day postal code or best cart (issue 31 point 9). Null when there is nothing
 * to set.
 */
export function chooseShippingMethod(
  currentCode: string | null | undefined,
  methods: readonly ShippingMethod[],
): { method: ShippingMethod | null; changed: boolean } {
  const current =
    currentCode === null || currentCode === undefined
      ? undefined
      : methods.find((method) => method.code === currentCode && method.available);
  if (current !== undefined) return { method: current, changed: false };
  const standard = standardMethod(methods);
  if (standard !== null && !standard.available) return { method: null, changed: false };
  return { method: standard, changed: standard !== null && standard.code !== currentCode };
}

/** Best-cart selection only runs when no method can serve the bag as it is. */
export function noShippingMethodAvailable(methods: readonly ShippingMethod[]): boolean {
  return methods.every((method) => !method.available);
}
