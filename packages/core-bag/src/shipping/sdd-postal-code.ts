import type { ShippingMethod } from '../entities/shipping-method.schema.js';
import { isSddMethod } from './shipping-method-choice.js';

export interface SddUser {
  loggedIn: boolean;
  defaultAddressPostalCode?: string | null;
}

/**
 * docs/product/shipping.md §4.1: the logged user's default address gives the SDD postal code, only
 * while SDD is on and an SDD method exists.
 */
export function sddPostalCodeFromUser(
  user: SddUser | null,
  sddEnabled: boolean,
  methods: readonly ShippingMethod[],
): string | null {
  if (user === null || !user.loggedIn || !sddEnabled || !methods.some(isSddMethod)) return null;
  const code = user.defaultAddressPostalCode?.trim() ?? '';
  return code === '' ? null : code;
}

/** Step 5 needs both a postal code and an SDD method. */
export function canValidateSddPostalCode(
  postalCode: string | null | undefined,
  methods: readonly ShippingMethod[],
): boolean {
  return (
    postalCode !== null &&
    postalCode !== undefined &&
    postalCode !== '' &&
    methods.some(isSddMethod)
  );
}

/** docs/product/shipping.md §4.2: valid exactly when the validation call returns no errors. */
export function sddEnabledAfterValidation(errors: readonly unknown[]): boolean {
  return errors.length === 0;
}
