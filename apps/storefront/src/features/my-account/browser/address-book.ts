// Between the account's address form (the design system's AddressForm values) and
// core-catalogue's one Address. Pure.
import type { Address } from '@atelier/core-catalogue';
import type { AddressFormField as AddressField, AddressValues } from '@atelier/ui';

export const EMPTY_ADDRESS_VALUES: AddressValues = {
  name: '',
  surname: '',
  address: '',
  additionalAddress: '',
  postalCode: '',
  city: '',
  region: '',
  phone: '',
};

/** Every field but the additional line is needed to deliver (the form marks them required). */
export function missingAddressFields(values: AddressValues): AddressField[] {
  return (Object.keys(values) as AddressField[]).filter(
    (field) => field !== 'additionalAddress' && !values[field].trim(),
  );
}

/**
 * The Address to send: what the form edits over what the address already had (its id, default
 * flag, second surname, national id, codes are kept), in the site's country.
 */
export function addressOfValues(
  values: AddressValues,
  countryCode: string,
  previous?: Address,
): Address {
  const trimmed = (field: AddressField) => values[field].trim();
  const additional = trimmed('additionalAddress');
  const { additionalAddress: _dropped, ...kept } = previous ?? {
    saveForFutureOrders: true,
    country: { code: countryCode },
  };
  const sameCity = previous?.city?.name === trimmed('city');
  const sameRegion = previous?.region?.name === trimmed('region');
  return {
    ...kept,
    name: trimmed('name'),
    surname: trimmed('surname'),
    address: trimmed('address'),
    ...(additional ? { additionalAddress: additional } : {}),
    postalCode: trimmed('postalCode'),
    // A renamed city or region loses the old one's code.
    city: sameCity && previous?.city ? previous.city : { name: trimmed('city') },
    region: sameRegion && previous?.region ? previous.region : { name: trimmed('region') },
    phone: trimmed('phone'),
    country: previous?.country ?? { code: countryCode },
  };
}
