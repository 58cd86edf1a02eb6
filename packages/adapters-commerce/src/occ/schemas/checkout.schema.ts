import {
  type AddressVerification,
  paymentModeSchema,
  paymentSubMethodSchema,
  shippingAddressSchema,
  type ShippingAddress,
} from '@atelier/core-checkout';
import type { Address } from '@atelier/core-catalogue';
import { z } from 'zod';
import { fromOccAddress, occAddressSchema } from './occ-address.js';
import { lazySchema } from './lazy-schema.js';

export const paymentModesWireSchema = lazySchema(() =>
  z.object({ paymentModes: z.array(paymentModeSchema) }).transform((wire) => wire.paymentModes),
);

export const p24MethodsWireSchema = lazySchema(() =>
  z
    .object({ paymentMethods: z.array(paymentSubMethodSchema) })
    .transform((wire) => wire.paymentMethods),
);

/** POST validate-address: OCC's ACCEPT / REVIEW / REJECT with suggested addresses. */
export const addressVerificationWireSchema = lazySchema(() =>
  z
    .looseObject({
      decision: z.enum(['ACCEPT', 'REVIEW', 'REJECT']),
      suggestedAddresses: z.array(occAddressSchema).default([]),
    })
    .transform((wire): AddressVerification => ({
      status: VERIFICATION_STATUS[wire.decision],
      suggestions: wire.suggestedAddresses.map((address) =>
        toShippingAddress(fromOccAddress(address)),
      ),
    })),
);

const VERIFICATION_STATUS = {
  ACCEPT: 'CORRECT',
  REVIEW: 'REVIEW',
  REJECT: 'INCORRECT',
} as const satisfies Record<string, AddressVerification['status']>;

/**
 * A saved address as checkout's shipping address: the same Address, where checkout requires
 * city, region, country and phone. The account keeps them optional, so missing parts become
 * empty and the checkout form's validation asks for them.
 */
export function toShippingAddress(address: Address): ShippingAddress {
  return shippingAddressSchema.parse({
    ...address,
    city: { code: address.city?.code ?? '', name: address.city?.name ?? '' },
    country: { code: address.country.code ?? '', name: address.country.name ?? '' },
    region: {
      code: address.region?.code ?? '',
      ...(address.region?.name ? { name: address.region.name } : {}),
    },
    phone: address.phone ?? '',
  });
}
