import {
  customerConsentSchema,
  type CustomerConsent,
  type StoredCard,
} from '@atelier/core-loyalty';
import { z } from 'zod';
import type { OccCallOptions, OccHttp } from './http.js';
import { consentListWireSchema, storedCardsWireSchema } from './schemas/user.schema.js';

const emptySchema = z.unknown().transform(() => undefined);

/**
 * The contact form (spec 3, "Contact form"): the case system files it under category levels
 * chosen by the reason number. Checked here so a malformed form never leaves the client.
 */
export const contactCaseInputSchema = z.object({
  email: z.email().max(200),
  name: z.string().trim().min(1).max(100),
  reason: z.number().int().min(0).max(99),
  message: z.string().trim().min(1).max(5000),
  country: z.string().length(2).optional(),
  orderCode: z.string().trim().min(1).max(40).optional(),
});
export type ContactCaseInput = z.input<typeof contactCaseInputSchema>;
const caseIdSchema = z.object({ caseId: z.string().min(1) }).transform((wire) => wire.caseId);

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
    /** Files a contact-form case; answers the case id the shopper can quote. */
    async contactCase(input: ContactCaseInput): Promise<string> {
      return http.call({
        method: 'POST',
        path: '/contact/cases',
        auth: 'client',
        body: contactCaseInputSchema.parse(input),
        schema: caseIdSchema,
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
