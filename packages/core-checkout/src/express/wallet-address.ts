import type { SiteCode } from '@atelier/core-catalogue';
import type { BillingAddress } from '../entities/billing-address.js';
import type { Purchaser } from '../entities/purchaser.js';
import type { ShippingAddress } from '../entities/shipping-address.js';
import { billingFromShipping } from '../checkout/billing-from-shipping.js';
import { normalizePostalCode } from '../validation/postal-code.js';
import { matchByName } from './match-by-name.js';

/** The contact a wallet (Apple Pay, Google Pay, PayPal, Amazon Pay) hands over. */
export interface WalletContact {
  givenName: string;
  familyName: string;
  emailAddress: string;
  phoneNumber: string;
  addressLines: string[];
  /** City. */
  locality: string;
  /** Region, province or state. */
  administrativeArea: string;
  postalCode: string;
  countryCode: string;
}

export interface NamedPlace {
  code: string;
  name: string;
}

export interface WalletAddressContext {
  site: SiteCode;
  regions: readonly NamedPlace[];
  cities: readonly NamedPlace[];
  addressVerificationEnabled: boolean;
}

export type WalletAddresses =
  | { ok: true; shipping: ShippingAddress; billing: BillingAddress; purchaser: Purchaser }
  | { ok: false; error: 'cityOrRegion' };

/**
 * docs/product/payments.md §5.2: wallet names become the site's region and city codes by
 * similarity above 0.8. Without a match, address verification can still repair the address;
 * without verification the order cannot be placed ('cityOrRegion' code missing).
 */
export function walletToAddresses(
  contact: WalletContact,
  ctx: WalletAddressContext,
): WalletAddresses {
  const region = matchByName([...ctx.regions], contact.administrativeArea);
  const city = matchByName([...ctx.cities], contact.locality);
  if ((region === null || city === null) && !ctx.addressVerificationEnabled) {
    return { ok: false, error: 'cityOrRegion' };
  }
  const [line1 = '', ...rest] = contact.addressLines.map((l) => l.trim()).filter((l) => l !== '');
  const shipping: ShippingAddress = {
    name: contact.givenName.trim(),
    surname: contact.familyName.trim(),
    address: line1,
    postalCode: normalizePostalCode(contact.postalCode, ctx.site),
    city: city ?? { code: '', name: contact.locality.trim() },
    country: { code: contact.countryCode.toUpperCase(), name: contact.countryCode.toUpperCase() },
    region: region ?? { code: '', name: contact.administrativeArea.trim() },
    phone: contact.phoneNumber.trim(),
    saveForFutureOrders: false,
  };
  if (rest.length > 0) shipping.additionalAddress = rest.join(' ');
  const purchaser: Purchaser = {
    name: shipping.name,
    surname: shipping.surname,
    email: contact.emailAddress.trim(),
    phoneNumber: shipping.phone,
  };
  return { ok: true, shipping, billing: billingFromShipping(shipping), purchaser };
}
