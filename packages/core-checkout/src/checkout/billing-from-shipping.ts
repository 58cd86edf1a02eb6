import type { BillingAddress } from '../entities/billing-address.js';
import type { ShippingAddress } from '../entities/shipping-address.js';

/**
 * Billing keeps the shipping fields as plain strings (docs/product/checkout.md §8.2): the city by
 * name, the region and the country by code (BillingAddress.region is an ISO 3166-2 code).
 */
export function billingFromShipping(address: ShippingAddress): BillingAddress {
  const billing: BillingAddress = {
    name: address.name,
    surname: address.surname,
    address: address.address,
    postalCode: address.postalCode,
    city: address.city.name,
    country: address.country.code,
    region: address.region.code,
    phone: address.phone,
  };
  if (address.id !== undefined) billing.id = address.id;
  if (address.secondSurname !== undefined) billing.secondSurname = address.secondSurname;
  if (address.nationalId !== undefined) billing.nationalId = address.nationalId;
  if (address.additionalAddress !== undefined)
    billing.additionalAddress = address.additionalAddress;
  if (address.district !== undefined) billing.district = address.district;
  return billing;
}
