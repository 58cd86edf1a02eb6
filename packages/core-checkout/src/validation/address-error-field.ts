export type AddressField =
  | 'address'
  | 'additionalAddress'
  | 'city'
  | 'country'
  | 'district'
  | 'email'
  | 'name'
  | 'surname'
  | 'secondSurname'
  | 'nationalId'
  | 'regionCity'
  | 'phone'
  | 'postalCode'
  | 'region';

/**
 * Server reasons -> form field (docs/product/checkout.md §9.7). Keys are normalised (lower case,
 * letters and digits only) so 'POSTCODE_FORMAT', 'postcodeFormat' and 'postcode format' are one
 * reason.
 */
const FIELD_BY_REASON: Readonly<Record<string, AddressField>> = {
  address: 'address',
  line1: 'address',
  line2: 'address',
  poboxnotsupported: 'address',
  taxservicecheckouterror: 'address',
  additionaladdress: 'additionalAddress',
  city: 'city',
  town: 'city',
  cityiso: 'city',
  country: 'country',
  countryiso: 'country',
  district: 'district',
  department: 'district',
  email: 'email',
  name: 'name',
  firstname: 'name',
  surname: 'surname',
  lastname: 'surname',
  secondsurname: 'secondSurname',
  secondlastname: 'secondSurname',
  nationalid: 'nationalId',
  regioncity: 'regionCity',
  phone: 'phone',
  phonenumber: 'phone',
  postalcode: 'postalCode',
  postcode: 'postalCode',
  postcodeformat: 'postalCode',
  citypostcodeinvalid: 'postalCode',
  region: 'region',
  regioniso: 'region',
  deliveryprovince: 'region',
};

function reasonKey(reason: string): string {
  return reason.toLowerCase().replace(/[^a-z0-9]/gu, '');
}

export function addressErrorField(reason: string): AddressField | null {
  return FIELD_BY_REASON[reasonKey(reason)] ?? null;
}
