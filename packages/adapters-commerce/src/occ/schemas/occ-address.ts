import { addressSchema, type Address } from '@atelier/core-catalogue';
import { occAddressSchema, type OccAddress } from '../../wire/address.js';
import { lazySchema } from './lazy-schema.js';

export { occAddressSchema, type OccAddress } from '../../wire/address.js';

const present = <K extends string, V>(key: K, value: V | null | undefined) =>
  value === null || value === undefined ? {} : ({ [key]: value } as Record<K, V>);

/**
 * OCC -> the core's one Address (core-catalogue): the only place `firstName`, `line1`, `town`
 * and `isocode` are read. Absent or null fields are left out.
 */
export function fromOccAddress(wire: OccAddress): Address {
  // OCC may send the city as an object, as `town`, or both: the name falls back to town.
  const cityName = wire.city?.name ?? wire.town ?? undefined;
  const city = wire.city || cityName ? { code: wire.city?.code, name: cityName } : null;
  return addressSchema.parse({
    ...present('id', wire.id),
    ...present('formattedAddress', wire.formattedAddress),
    name: wire.firstName ?? '',
    surname: wire.lastName ?? '',
    ...present('secondSurname', wire.secondSurname),
    ...present('phone', wire.phone),
    address: wire.line1 ?? '',
    ...present('additionalAddress', wire.line2),
    ...present('flat', wire.flat),
    postalCode: wire.postalCode ?? '',
    ...(city ? { city: { ...present('code', city.code), ...present('name', city.name) } } : {}),
    ...(wire.region
      ? {
          region: { ...present('code', wire.region.isocode), ...present('name', wire.region.name) },
        }
      : {}),
    country: {
      ...present('code', wire.country?.isocode),
      ...present('name', wire.country?.name),
    },
    ...present('district', wire.district),
    ...present('nationalId', wire.nationalId),
    defaultAddress: wire.defaultAddress ?? false,
    defaultBillingAddress: wire.defaultBillingAddress ?? false,
    saveForFutureOrders: wire.saveForFutureOrders ?? true,
  });
}

export const addressWireSchema = lazySchema(() => occAddressSchema.transform(fromOccAddress));

/** The core's Address -> OCC's request body. */
export function toOccAddress(address: Address): Record<string, unknown> {
  const town = address.city?.name ?? address.city?.code;
  return {
    ...present('id', address.id),
    firstName: address.name,
    lastName: address.surname,
    ...present('secondSurname', address.secondSurname),
    line1: address.address,
    ...present('line2', address.additionalAddress),
    ...present('flat', address.flat),
    postalCode: address.postalCode,
    ...present('town', town),
    ...(address.city ? { city: address.city } : {}),
    ...(address.region
      ? {
          region: {
            ...present('isocode', address.region.code),
            ...present('name', address.region.name),
          },
        }
      : {}),
    country: {
      isocode: address.country.code ?? '',
      ...present('name', address.country.name),
    },
    ...present('district', address.district),
    ...present('phone', address.phone),
    ...present('nationalId', address.nationalId),
    defaultAddress: address.defaultAddress ?? false,
    saveForFutureOrders: address.saveForFutureOrders,
  };
}

/**
 * The address checkout asks the back-end to verify: a shipping Address or a billing address
 * (places as plain strings) is converted; anything already in OCC shape goes as it is. The
 * bag's delivery address is typed as core-catalogue's Address and goes through toOccAddress.
 */
export function bagAddressToOcc(address: Record<string, unknown>): Record<string, unknown> {
  if ('line1' in address || 'firstName' in address) return address;
  const parsed = addressSchema.safeParse(flatToNested(address));
  return parsed.success ? toOccAddress(parsed.data) : address;
}

/**
 * Billing addresses hold city, region and country as plain strings (docs/product/checkout.md §8.2):
 * the city by name, the region by its ISO 3166-2 code (core-checkout's BillingAddress), so the
 * region goes as OCC's `region.isocode` only. An empty region goes as none.
 */
function flatToNested(address: Record<string, unknown>): Record<string, unknown> {
  const { city, region, country, ...rest } = address;
  const nested = (value: unknown, key: 'code' | 'name') =>
    typeof value === 'string' ? { [key]: value } : value;
  return {
    ...rest,
    ...present('city', nested(city, 'name')),
    ...(typeof region === 'string' && region.trim() === ''
      ? {}
      : present('region', nested(region, 'code'))),
    ...present('country', nested(country, 'code')),
  };
}
