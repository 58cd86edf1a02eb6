import { customerConsentSchema, type CustomerConsent } from '@atelier/core-loyalty';
import { z } from 'zod';
import { PageFetchHybrisError } from '../errors.js';
import type { OccHttp } from '../http.js';
import { cartModificationListSchema } from '../schemas/cart.schema.js';
import { emptySchema } from '../schemas/empty.schema.js';
import { lazySchema } from '../schemas/lazy-schema.js';
import { occStockSchema } from '../schemas/money.schema.js';
import { catalogueStock } from '../schemas/occ-product.js';
import { tolerantList } from '../schemas/tolerant-list.js';
import type { DialectCalls } from './dialect.js';

/** products/{code}?fields=stock(DEFAULT): the product with its stock only. */
const productStockWireSchema = lazySchema(() =>
  z.looseObject({ stock: occStockSchema }).transform((wire) => catalogueStock(wire.stock)),
);

/**
 * A consent template (composed in test/recorded/consents/templates.json): the consent is the
 * template's current consent, given unless withdrawn.
 */
const consentTemplateSchema = lazySchema(() =>
  z.looseObject({
    id: z.string().min(1),
    version: z.number().int().nonnegative(),
    name: z.string().optional(),
    currentConsent: z
      .looseObject({
        code: z.string().min(1),
        consentGivenDate: z.string().nullish(),
        consentWithdrawnDate: z.string().nullish(),
      })
      .nullish(),
  }),
);
type ConsentTemplate = z.infer<ReturnType<typeof consentTemplateSchema>>;

const consentTemplatesSchema = lazySchema(() =>
  z.looseObject({
    consentTemplates: tolerantList('consentTemplates', consentTemplateSchema()).default([]),
  }),
);

/** A template as the core's consent: its id is the type, its current consent the uuid. */
function toConsent(template: ConsentTemplate, userEmail = ''): CustomerConsent {
  const consent = template.currentConsent;
  return customerConsentSchema.parse({
    type: template.id,
    uuid: consent?.code ?? '',
    subscribed: Boolean(consent && !consent.consentWithdrawnDate),
    userEmail,
  });
}

/**
 * Standard SAP Commerce 2211 OCC (ADR 0035): POST validate answers the cart modifications it
 * made itself (lowered or removed lines), stock is a field of the product, consent is a
 * template given or withdrawn by the signed-in user.
 */
export function standardDialect(http: OccHttp): DialectCalls {
  const usersPath = async (rest: string): Promise<string> => `/users/${await http.userId()}${rest}`;

  async function templates(): Promise<ConsentTemplate[]> {
    const answer = await http.call({
      method: 'GET',
      path: await usersPath('/consenttemplates'),
      schema: consentTemplatesSchema(),
    });
    return answer.consentTemplates;
  }

  return {
    name: 'standard',
    readFields: 'FULL',
    async checkCart(cartPath, _options, call) {
      // The back-end lowers or removes what it cannot serve and says what it did.
      const cartModifications = await http.call({
        method: 'POST',
        path: `${cartPath}/validate`,
        schema: cartModificationListSchema(),
        signal: call?.signal,
      });
      return { productAvailabilityErrors: [], cartModifications };
    },
    productStock: (code) =>
      http.call({
        method: 'GET',
        path: `/products/${encodeURIComponent(code)}`,
        auth: 'none',
        query: { fields: 'stock(DEFAULT)' },
        schema: productStockWireSchema(),
      }),
    consents: {
      async getConsents() {
        return (await templates()).map((template) => toConsent(template));
      },
      async giveConsent({ type, subscribed, userEmail }) {
        const template = (await templates()).find(
          (candidate) => candidate.id.toLowerCase() === type.toLowerCase(),
        );
        if (template === undefined) {
          throw new PageFetchHybrisError({
            kind: 'http',
            status: 404,
            method: 'GET',
            path: await usersPath('/consenttemplates'),
            errors: [
              {
                type: 'UnknownIdentifierError',
                message: `No consent template '${type}'`,
                reason: 'notFound',
                subject: type,
              },
            ],
          });
        }
        const current = template.currentConsent;
        if (!subscribed) {
          if (current && !current.consentWithdrawnDate) {
            await http.call({
              method: 'DELETE',
              path: await usersPath(`/consents/${encodeURIComponent(current.code)}`),
              schema: emptySchema(),
            });
          }
          return toConsent({ ...template, currentConsent: null }, userEmail);
        }
        const given = await http.call({
          method: 'POST',
          path: await usersPath('/consents'),
          query: { consentTemplateId: template.id, consentTemplateVersion: template.version },
          schema: consentTemplateSchema(),
        });
        return toConsent(given, userEmail);
      },
      async getConsent(id) {
        const template = await http.call({
          method: 'GET',
          path: await usersPath(`/consenttemplates/${encodeURIComponent(id)}`),
          schema: consentTemplateSchema(),
        });
        return toConsent(template);
      },
      async revokeConsent(id) {
        await http.call({
          method: 'DELETE',
          path: await usersPath(`/consents/${encodeURIComponent(id)}`),
          schema: emptySchema(),
        });
      },
    },
  };
}
