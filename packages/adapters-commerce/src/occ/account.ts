import {
  customerConsentSchema,
  type CustomerConsent,
  type StoredCard,
} from '@atelier/core-loyalty';
import { z } from 'zod';
import type { OccCallOptions, OccHttp } from './http.js';
import { consentListWireSchema, storedCardsWireSchema } from './schemas/user.schema.js';

const emptySchema = z.unknown().transform(() => undefined);

export interface ConsentInput {
  type: string;
  subscribed: boolean;
  userEmail: string;
}

/** Spec 3, section 7: consent, stored cards, refer friends and coming soon. */
export function createAccountCalls(http: OccHttp) {
  return {
    async getConsents(): Promise<CustomerConsent[]> {
      return http.call({
        method: 'GET',
        path: `/users/${await http.userId()}/consent`,
        auth: 'client',
        schema: consentListWireSchema,
      });
    },
    async giveConsent(consent: ConsentInput): Promise<CustomerConsent> {
      return http.call({
        method: 'POST',
        path: `/users/${await http.userId()}/consent`,
        auth: 'client',
        body: consent,
        schema: customerConsentSchema,
      });
    },
    getConsent(id: string): Promise<CustomerConsent> {
      return http.call({
        method: 'GET',
        path: `/consent/${encodeURIComponent(id)}`,
        auth: 'client',
        schema: customerConsentSchema,
      });
    },
    async revokeConsent(id: string): Promise<void> {
      await http.call({
        method: 'DELETE',
        path: `/consent/${encodeURIComponent(id)}`,
        auth: 'client',
        schema: emptySchema,
      });
    },
    getStoredCards(options?: OccCallOptions): Promise<StoredCard[]> {
      return http.call({
        method: 'GET',
        path: '/users/current/adyen/card/storedcards',
        schema: storedCardsWireSchema,
        signal: options?.signal,
      });
    },
    async deleteStoredCard(id: string): Promise<void> {
      await http.call({
        method: 'DELETE',
        path: '/users/current/adyen/card/storedcards',
        query: { id },
        schema: emptySchema,
      });
    },
    async referFriends(emails: string[]): Promise<void> {
      await http.call({
        method: 'POST',
        path: '/users/current/referFriends',
        body: { referFriends: emails },
        schema: emptySchema,
      });
    },
    /** Notify me when a coming-soon product arrives. */
    async comingSoon(email: string, product: string): Promise<void> {
      await http.call({
        method: 'POST',
        path: '/comingsoon',
        auth: 'client',
        body: { email, product },
        schema: emptySchema,
      });
    },
  };
}
export type AccountCalls = ReturnType<typeof createAccountCalls>;
