// Between the shipping form (the design system's AddressForm, under core-catalogue's Address
// field names) and core-checkout's ShippingAddress and BillingAddress. Pure.
import type { SiteCode } from '@atelier/core-catalogue';
import {
  normalizePostalCode,
  type BillingAddress,
  type NamedCode,
  type ShippingAddress,
} from '@atelier/core-checkout';

/** The form's fields: the AddressForm's eight and the site's optional ones. */
export interface CheckoutAddressValues {
  name: string;
  surname: string;
  address: string;
  additionalAddress: string;
  postalCode: string;
  city: string;
  region: string;
  phone: string;
  secondSurname: string;
  nationalId: string;
  district: string;
}

export type CheckoutAddressField = keyof CheckoutAddressValues;

export const EMPTY_ADDRESS: CheckoutAddressValues = {
  name: '',
  surname: '',
  address: '',
  additionalAddress: '',
  postalCode: '',
  city: '',
  region: '',
  phone: '',
  secondSurname: '',
  nationalId: '',
  district: '',
};

export function valuesOfAddress(address: ShippingAddress | null): CheckoutAddressValues {
  if (address === null) return EMPTY_ADDRESS;
  return {
    name: address.name,
    surname: address.surname,
    address: address.address,
    additionalAddress: address.additionalAddress ?? '',
    postalCode: address.postalCode,
    city: address.city.name,
    region: address.region.name ?? '',
    phone: address.phone,
    secondSurname: address.secondSurname ?? '',
    nationalId: address.nationalId ?? '',
    district: address.district ?? '',
  };
}

/** Which of the site's optional fields the form shows (site settings). */
export interface OptionalFields {
  secondSurname: boolean;
  nationalId: boolean;
  district: boolean;
}

const REQUIRED: readonly CheckoutAddressField[] = [
  'name',
  'surname',
  'address',
  'postalCode',
  'city',
  'region',
  'phone',
];

/**
 * The fields left empty that the address needs (docs/product/checkout.md §9.1: incorrect shipping
 * data).
 */
export function missingFields(
  values: CheckoutAddressValues,
  optional: OptionalFields & { nationalIdMandatory: boolean },
): CheckoutAddressField[] {
  const required = [...REQUIRED];
  if (optional.nationalId && optional.nationalIdMandatory) required.push('nationalId');
  return required.filter((field) => values[field].trim() === '');
}

const optionalText = (value: string) => (value.trim() === '' ? {} : { value: value.trim() });
const some = <K extends string>(key: K, value: string): Partial<Record<K, string>> => {
  const v = optionalText(value);
  return 'value' in v ? ({ [key]: v.value } as Partial<Record<K, string>>) : {};
};

/**
 * The shipping address the checkout sends. The city and region go by name; their codes are
 * the country tree's when there is one (postal-code table, pickers), else the name (the
 * back-end verifies the address, docs/product/checkout.md §5.2).
 */
export function shippingAddressOf(
  values: CheckoutAddressValues,
  at: {
    site: SiteCode;
    country: NamedCode;
    regionCode: string | null;
    /** The city's code from the country's tree when the shopper picked it. */
    cityCode?: string | null;
    saveForFutureOrders: boolean;
  },
): ShippingAddress {
  const city = values.city.trim();
  const region = values.region.trim();
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    ...some('secondSurname', values.secondSurname),
    ...some('nationalId', values.nationalId),
    address: values.address.trim(),
    ...some('additionalAddress', values.additionalAddress),
    postalCode: normalizePostalCode(values.postalCode, at.site),
    city: { code: at.cityCode ?? city, name: city },
    region: { code: at.regionCode ?? region, name: region },
    country: at.country,
    ...some('district', values.district),
    phone: values.phone.trim(),
    saveForFutureOrders: at.saveForFutureOrders,
  };
}

/**
 * The billing address the checkout sends: places as plain strings (docs/product/checkout.md §8.2),
 * the city by name and the region by its ISO 3166-2 code (core-checkout's BillingAddress). The
 * form shows and holds the region's name; the code is the country tree's (placeCodes), and
 * only without one does the typed text stand in, as in shippingAddressOf.
 */
export function billingAddressOf(
  values: CheckoutAddressValues,
  at: { site: SiteCode; countryCode: string; regionCode: string | null },
): BillingAddress {
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    ...some('secondSurname', values.secondSurname),
    ...some('nationalId', values.nationalId),
    address: values.address.trim(),
    ...some('additionalAddress', values.additionalAddress),
    postalCode: normalizePostalCode(values.postalCode, at.site),
    city: values.city.trim(),
    region: at.regionCode ?? values.region.trim(),
    country: at.countryCode,
    phone: values.phone.trim(),
  };
}
