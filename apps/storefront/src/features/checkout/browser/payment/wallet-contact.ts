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

/**
 * The contact the sandbox's wallet sheet shares when the checkout has no address yet (an
 * express checkout from the bag): a test shopper of the site's country, as a real wallet would
 * hold one. A country without its own falls back to the Spanish one in that country.
 */
const SANDBOX_CONTACTS: Readonly<Record<string, WalletContact>> = {
  ES: {
    givenName: 'Wallet',
    familyName: 'Shopper',
    emailAddress: 'wallet.shopper@example.com',
    phoneNumber: '600000000',
    addressLines: ['Gran Vía 1'],
    locality: 'Madrid',
    administrativeArea: 'Madrid',
    postalCode: '28013',
    countryCode: 'ES',
  },
  SA: {
    givenName: 'Layla',
    familyName: 'Haddad',
    emailAddress: 'wallet.shopper@example.com',
    phoneNumber: '501234567',
    addressLines: ['King Fahd Road 1'],
    locality: 'Riyadh',
    administrativeArea: 'Riyadh',
    postalCode: '12211',
    countryCode: 'SA',
  },
  PT: {
    givenName: 'Rita',
    familyName: 'Silva',
    emailAddress: 'wallet.shopper@example.com',
    phoneNumber: '912345678',
    addressLines: ['Rua Augusta 1'],
    locality: 'Lisboa',
    administrativeArea: 'Lisboa',
    postalCode: '1100-048',
    countryCode: 'PT',
  },
  MX: {
    givenName: 'Lucía',
    familyName: 'Pérez',
    emailAddress: 'wallet.shopper@example.com',
    phoneNumber: '5512345678',
    addressLines: ['Avenida Reforma 10'],
    locality: 'Ciudad de México',
    administrativeArea: 'Ciudad de México',
    postalCode: '06600',
    countryCode: 'MX',
  },
};

export function sandboxWalletContact(countryCode: string): WalletContact {
  const country = countryCode.toUpperCase();
  return (
    SANDBOX_CONTACTS[country] ?? {
      ...(SANDBOX_CONTACTS['ES'] as WalletContact),
      countryCode: country,
    }
  );
}

/** The regions and cities of the country's postal table, for matching a wallet's names. */
export function placesOfTable(
  table: {
    countryCode: string;
    regions: readonly {
      code?: string | undefined;
      prefix: string;
      name: string;
      cities?: readonly NamedPlace[] | undefined;
    }[];
  } | null,
): { regions: NamedPlace[]; cities: NamedPlace[] } {
  if (table === null) return { regions: [], cities: [] };
  return {
    regions: table.regions.map((r) => ({
      code: r.code ?? `${table.countryCode}-${r.prefix}`,
      name: r.name,
    })),
    cities: table.regions.flatMap((r) =>
      (r.cities ?? []).map((c) => ({ code: c.code, name: c.name })),
    ),
  };
}
