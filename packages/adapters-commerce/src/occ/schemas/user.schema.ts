import type { Address } from '@atelier/core-catalogue';
import {
  customerConsentSchema,
  storedCardSchema,
  userSchema,
  type RegistrationPayload,
  type User,
} from '@atelier/core-loyalty';
import { z } from 'zod';
import type { BrandNames } from '../brand.js';
import { addressWireSchema } from './occ-address.js';

/**
 * The user as the back-end sends it, with the brand's membership fields
 * (`hasMy{Brand}`, `my{Brand}Id`) renamed to the domain's neutral names.
 */
export function userWireSchema(names: BrandNames): z.ZodType<User> {
  return z
    .looseObject({})
    .transform((raw) => {
      const { [names.hasMembership]: has, [names.membershipId]: id, ...rest } = raw;
      return {
        ...rest,
        ...(has !== undefined ? { hasLoyaltyMembership: has } : {}),
        ...(id !== undefined ? { loyaltyId: id } : {}),
      } as z.input<typeof userSchema>;
    })
    .pipe(userSchema);
}

/** The registration body: the domain's neutral terms flag under the brand's field name. */
export function registrationBody(
  payload: RegistrationPayload,
  names: BrandNames,
): Record<string, unknown> {
  const { loyaltyTermsAccepted, ...rest } = payload;
  return {
    ...rest,
    uid: payload.email,
    // OCC's own names next to the storefront's, so either kind of back-end reads them.
    firstName: payload.name,
    lastName: payload.surname,
    [names.termsAccepted]: loyaltyTermsAccepted,
  };
}

export const addressListWireSchema = z
  .object({ addresses: z.array(addressWireSchema) })
  .transform((wire): Address[] => wire.addresses);

export const consentListWireSchema = z
  .object({ consents: z.array(customerConsentSchema) })
  .transform((wire) => wire.consents);

/** Expiry month and year may come as strings ("03", "2030"). */
const storedCardWireSchema = z
  .looseObject({
    expiryDate: z.object({ month: z.coerce.number().int(), year: z.coerce.number().int() }),
  })
  .pipe(storedCardSchema);

export const storedCardsWireSchema = z
  .object({ storedCards: z.array(storedCardWireSchema) })
  .transform((wire) => wire.storedCards);
