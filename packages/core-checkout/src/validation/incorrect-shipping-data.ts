export interface ShippingDataToCheck {
  city?: { code?: string | null | undefined; name?: string | null | undefined } | null | undefined;
  region?:
    { code?: string | null | undefined; name?: string | null | undefined } | null | undefined;
  postalCode?: string | null | undefined;
  phone?: string | null | undefined;
}

export interface ShippingDataCheckOptions {
  /** The site's form shows a postal code field. */
  postalCodeShown: boolean;
  /** The back-end flagged the postal code as incorrect. */
  postalCodeFlaggedIncorrect: boolean;
}

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** The reasons an address counts as incorrect shipping data (docs/product/checkout.md §9.1). */
export function incorrectShippingDataReasons(
  address: ShippingDataToCheck,
  options: ShippingDataCheckOptions,
): ('city' | 'region' | 'postalCode' | 'phone')[] {
  const reasons: ('city' | 'region' | 'postalCode' | 'phone')[] = [];
  if (blank(address.city?.name) || blank(address.city?.code)) reasons.push('city');
  if (blank(address.region?.code) || blank(address.region?.name)) reasons.push('region');
  if (
    (options.postalCodeShown && blank(address.postalCode)) ||
    options.postalCodeFlaggedIncorrect
  ) {
    reasons.push('postalCode');
  }
  if (blank(address.phone)) reasons.push('phone');
  return reasons;
}

export function hasIncorrectShippingData(
  address: ShippingDataToCheck,
  options: ShippingDataCheckOptions,
): boolean {
  return incorrectShippingDataReasons(address, options).length > 0;
}

/** How many of the addresses count as incorrect shipping data. */
export function incorrectShippingDataCount(
  addresses: readonly ShippingDataToCheck[],
  options: ShippingDataCheckOptions,
): number {
  return addresses.filter((a) => hasIncorrectShippingData(a, options)).length;
}
