// What a wallet's sheet hands back (its token and the shopper's contact), and the places the
// express checkout matches the contact's region and city against (docs/product/payments.md §5.2).
import type { NamedPlace, ShippingAddress, WalletContact } from '@atelier/core-checkout';

export interface WalletAuthorisation {
  token: string;
  contact: WalletContact;
}

/** The contact a wallet holds for a shopper whose address the checkout already has. */
export function contactFromAddress(address: ShippingAddress, email: string): WalletContact {
  return {
    givenName: address.name,
    familyName: address.surname,
    emailAddress: email,
    phoneNumber: address.phone,
    addressLines: [address.address, address.additionalAddress ?? ''].filter((l) => l !== ''),
    locality: address.city.name,
    administrativeArea: address.region.name ?? address.region.code,
    postalCode: address.postalCode,
    countryCode: address.country.code,
  };
}

/** The region and city lists the wallet's names are matched against. */
export function placesOf(address: ShippingAddress | null): {
  regions: NamedPlace[];
  cities: NamedPlace[];
} {
  if (address === null) return { regions: [], cities: [] };
  return {
    regions: [{ code: address.region.code, name: address.region.name ?? address.region.code }],
    cities: [address.city],
  };
}
