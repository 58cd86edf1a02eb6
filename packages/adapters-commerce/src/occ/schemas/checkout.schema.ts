import {
  type AddressVerification,
  paymentModeSchema,
  paymentSubMethodSchema,
  shippingAddressSchema,
  type ShippingAddress,
} from '@atelier/core-checkout';
import type { Address } from '@atelier/core-loyalty';
import { z } from 'zod';
import { fromOccAddress, occAddressSchema } from './occ-address.js';

export const paymentModesWireSchema = z
  .object({ paymentModes: z.array(paymentModeSchema) })
  .transform((wire) => wire.paymentModes);

export const p24MethodsWireSchema = z
  .object({ paymentMethods: z.array(paymentSubMethodSchema) })
  .transform((wire) => wire.paymentMethods);

/** POST validate-address: OCC's ACCEPT / REVIEW / REJECT with suggested addresses. */
export const addressVerificationWireSchema = z
  .looseObject({
    decision: z.enum(['ACCEPT', 'REVIEW', 'REJECT']),
    suggestedAddresses: z.array(occAddressSchema).default([]),
  })
  .transform((wire): AddressVerification => ({
    status: VERIFICATION_STATUS[wire.decision],
    suggestions: wire.suggestedAddresses.map((address) =>
      toShippingAddress(fromOccAddress(address)),
    ),
  }));

const VERIFICATION_STATUS = {
  ACCEPT: 'CORRECT',
  REVIEW: 'REVIEW',
  REJECT: 'INCORRECT',
} as const satisfies Record<string, AddressVerification['status']>;

/**
 * A saved address (core-loyalty) as checkout's shipping address (core-checkout). The account
 * keeps city and region optional; checkout needs them, so missing parts become empty and the
 * checkout form's validation asks for them.
 */
export function toShippingAddress(address: Address): ShippingAddress {
  const optional = (value: string | null | undefined): string | undefined =>
    value === null || value === undefined || value === '' ? undefined : value;
  const secondSurname = optional(address.secondSurname);
  const nationalId = optional(address.nationalId);
  const additionalAddress = optional(address.additionalAddress);
  const district = optional(address.district);
  return shippingAddressSchema.parse({
    ...(address.id !== undefined ? { id: address.id } : {}),
    name: address.name,
    surname: address.surname,
    ...(secondSurname ? { secondSurname } : {}),
    ...(nationalId ? { nationalId } : {}),
    address: address.address,
    ...(additionalAddress ? { additionalAddress } : {}),
    postalCode: address.postalCode,
    city: { code: address.city?.code ?? '', name: address.city?.name ?? '' },
    country: { code: address.country.code ?? '', name: address.country.name ?? '' },
    region: {
      code: address.region?.code ?? '',
      ...(address.region?.name ? { name: address.region.name } : {}),
    },
    phone: address.phone ?? '',
    ...(district ? { district } : {}),
    saveForFutureOrders: address.saveForFutureOrders,
  });
}

/** The reverse: what the account stores for a checkout address. */
export function fromShippingAddress(address: ShippingAddress): Address {
  return {
    ...(address.id !== undefined ? { id: address.id } : {}),
    name: address.name,
    surname: address.surname,
    secondSurname: address.secondSurname ?? null,
    phone: address.phone,
    address: address.address,
    additionalAddress: address.additionalAddress ?? null,
    postalCode: address.postalCode,
    city: address.city,
    region: address.region,
    country: address.country,
    district: address.district ?? null,
    nationalId: address.nationalId ?? null,
    defaultAddress: false,
    defaultBillingAddress: false,
    saveForFutureOrders: address.saveForFutureOrders,
  };
}
