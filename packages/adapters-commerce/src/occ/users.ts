import type { Address } from '@atelier/core-catalogue';
import type { RegistrationPayload, User } from '@atelier/core-loyalty';
import { z } from 'zod';
import { brandNames } from './brand.js';
import type { OccCallOptions, OccHttp } from './http.js';
import { emptySchema } from './schemas/empty.schema.js';
import { lazySchema } from './schemas/lazy-schema.js';
import { addressWireSchema, toOccAddress } from './schemas/occ-address.js';
import { addressListWireSchema, registrationBody, userWireSchema } from './schemas/user.schema.js';

/** docs/product/commerce-api.md §3: the user, registration, addresses and the password flows. */
export function createUserCalls(http: OccHttp) {
  const names = brandNames(http.options.brandKey);
  // Built on the first user call, like every answer schema (ADR 0063).
  const userSchema = lazySchema(() => userWireSchema(names));
  const addressPath = (id?: string): string =>
    `/users/current/addresses${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

  return {
    getCurrentUser(): Promise<User> {
      return http.call({ method: 'GET', path: '/users/current', schema: userSchema() });
    },
    /** Registration needs the client token (there is no user yet). */
    register(payload: RegistrationPayload, options?: OccCallOptions): Promise<User> {
      return http.call({
        method: 'POST',
        path: '/users',
        auth: 'client',
        body: registrationBody(payload, names),
        schema: userSchema(),
        signal: options?.signal,
      });
    },
    /** PUT /users/{userId}: only the fields given change. */
    async updateUser(fields: Partial<Omit<User, 'id'>>, options?: OccCallOptions): Promise<void> {
      const { hasLoyaltyMembership, loyaltyId, ...rest } = fields;
      // Null means "no value" in the domain; OCC updates only what is sent.
      const sent = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null));
      await http.call({
        method: 'PUT',
        path: '/users/current',
        body: {
          ...sent,
          ...(hasLoyaltyMembership !== undefined
            ? { [names.hasMembership]: hasLoyaltyMembership }
            : {}),
          ...(loyaltyId !== undefined ? { [names.membershipId]: loyaltyId } : {}),
        },
        schema: emptySchema(),
        signal: options?.signal,
      });
    },
    /**
     * Old and new travel in the JSON body, never in the query string (URLs are logged on
     * the way; the sandbox refuses passwords in the query).
     */
    async changePassword(oldPassword: string, newPassword: string): Promise<void> {
      await http.call({
        method: 'PUT',
        path: '/users/current/password',
        body: { old: oldPassword, new: newPassword },
        schema: emptySchema(),
      });
    },
    async requestPasswordReset(email: string): Promise<void> {
      await http.call({
        method: 'POST',
        path: '/forgottenpasswordtokens',
        auth: 'client',
        query: { userId: email },
        schema: emptySchema(),
      });
    },
    /** The reset token and the new password in the JSON body, like every secret. */
    async restorePassword(token: string, newPassword: string): Promise<void> {
      await http.call({
        method: 'POST',
        path: '/restoreforgottenpassword',
        auth: 'client',
        body: { token, new: newPassword },
        schema: emptySchema(),
      });
    },
    getAddresses(options?: OccCallOptions): Promise<Address[]> {
      return http.call({
        method: 'GET',
        path: addressPath(),
        schema: addressListWireSchema(),
        signal: options?.signal,
      });
    },
    addAddress(address: Address, options?: OccCallOptions): Promise<Address> {
      return http.call({
        method: 'POST',
        path: addressPath(),
        body: toOccAddress(address),
        schema: addressWireSchema(),
        signal: options?.signal,
      });
    },
    /** Answers the address as saved; a body-less answer gives back what was sent. */
    async updateAddress(id: string, address: Address, options?: OccCallOptions): Promise<Address> {
      const answer = await http.call({
        method: 'PUT',
        path: addressPath(id),
        body: toOccAddress(address),
        schema: z.union([z.undefined(), addressWireSchema()]),
        signal: options?.signal,
      });
      return answer ?? { ...address, id };
    },
    async deleteAddress(id: string): Promise<void> {
      await http.call({ method: 'DELETE', path: addressPath(id), schema: emptySchema() });
    },
  };
}
export type UserCalls = ReturnType<typeof createUserCalls>;
