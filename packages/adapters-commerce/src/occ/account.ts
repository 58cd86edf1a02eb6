import type { CustomerConsent, StoredCard } from '@atelier/core-loyalty';
import type { ConsentInput, DialectCalls } from './dialects/index.js';
import type { OccCallOptions, OccHttp } from './http.js';
import { emptySchema } from './schemas/empty.schema.js';
import { storedCardsWireSchema } from './schemas/user.schema.js';

export type { ConsentInput } from './dialects/index.js';

/** docs/product/commerce-api.md §3: consent, stored cards, refer friends and coming soon. */
export function createAccountCalls(http: OccHttp, dialect: DialectCalls) {
  return {
    // Consent is the brand's consent service or standard OCC's templates (ADR 0035).
    getConsents: (): Promise<CustomerConsent[]> => dialect.consents.getConsents(),
    giveConsent: (consent: ConsentInput): Promise<CustomerConsent> =>
      dialect.consents.giveConsent(consent),
    getConsent: (id: string): Promise<CustomerConsent> => dialect.consents.getConsent(id),
    revokeConsent: (id: string): Promise<void> => dialect.consents.revokeConsent(id),
    getStoredCards(options?: OccCallOptions): Promise<StoredCard[]> {
      return http.call({
        method: 'GET',
        path: '/users/current/adyen/card/storedcards',
        schema: storedCardsWireSchema(),
        signal: options?.signal,
      });
    },
    async deleteStoredCard(id: string): Promise<void> {
      await http.call({
        method: 'DELETE',
        path: '/users/current/adyen/card/storedcards',
        query: { id },
        schema: emptySchema(),
      });
    },
    async referFriends(emails: string[]): Promise<void> {
      await http.call({
        method: 'POST',
        path: '/users/current/referFriends',
        body: { referFriends: emails },
        schema: emptySchema(),
      });
    },
    /** Notify me when a coming-soon product arrives. */
    async comingSoon(email: string, product: string): Promise<void> {
      await http.call({
        method: 'POST',
        path: '/comingsoon',
        auth: 'client',
        body: { email, product },
        schema: emptySchema(),
      });
    },
  };
}
export type AccountCalls = ReturnType<typeof createAccountCalls>;
