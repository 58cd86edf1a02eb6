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
import { tolerantList } from './tolerant-list.js';
import { lazySchema } from './lazy-schema.js';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * Standard SAP Commerce names the user by `uid` (the login, an e-mail in B2C), `displayUid`
 * and `name` (recorded in test/recorded/users/current.json), where the brand's back-end sends
 * `id` and `email`: both read as the core's user. Names missing apart are split from `name`.
 */
function standardNames(raw: Record<string, unknown>): Record<string, unknown> {
  const uid = text(raw['uid']);
  const full = text(raw['name']);
  const [first = '', ...rest] = full?.trim().split(/\s+/) ?? [];
  const id = text(raw['id']) ?? uid;
  const email = text(raw['email']) ?? text(raw['displayUid']) ?? uid;
  return {
    ...(id !== undefined ? { id } : {}),
    ...(email !== undefined ? { email } : {}),
    firstName: text(raw['firstName']) ?? first,
    lastName: text(raw['lastName']) ?? rest.join(' '),
    ...((text(raw['fullName']) ?? full) ? { fullName: text(raw['fullName']) ?? full } : {}),
  };
}

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
        ...standardNames(rest),
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

export const addressListWireSchema = lazySchema(() =>
  z
    .object({ addresses: tolerantList('addresses', addressWireSchema()).default([]) })
    .transform((wire): Address[] => wire.addresses),
);

export const consentListWireSchema = lazySchema(() =>
  z
    .object({ consents: tolerantList('consents', customerConsentSchema) })
    .transform((wire) => wire.consents),
);

/** Expiry month and year may come as strings ("03", "2030"). */
const storedCardWireSchema = lazySchema(() =>
  z
    .looseObject({
      expiryDate: z.object({ month: z.coerce.number().int(), year: z.coerce.number().int() }),
    })
    .pipe(storedCardSchema),
);

export const storedCardsWireSchema = lazySchema(() =>
  z
    .object({ storedCards: tolerantList('storedCards', storedCardWireSchema()) })
    .transform((wire) => wire.storedCards),
);
