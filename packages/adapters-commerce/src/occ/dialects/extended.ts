import { customerConsentSchema } from '@atelier/core-loyalty';
import type { OccHttp } from '../http.js';
import { validationWireSchema } from '../schemas/cart.schema.js';
import { emptySchema } from '../schemas/empty.schema.js';
import { stockWireSchema } from '../schemas/product.schema.js';
import { consentListWireSchema } from '../schemas/user.schema.js';
import type { DialectCalls } from './dialect.js';

/**
 * The brand's extended OCC (docs/product/commerce-api.md §6, §7; docs/product/commerce-api.md): GET
 * validate answers availability errors the bag's rules act on, stock has its own resource, consent
 * is the brand's consent service (by type, e-mail and uuid).
 */
export function extendedDialect(http: OccHttp): DialectCalls {
  return {
    name: 'extended',
    readFields: undefined,
    async checkCart(cartPath, { refresh, sendToCrossBorder }, call) {
      const validation = await http.call({
        method: 'GET',
        path: `${cartPath}/validate`,
        query: { refresh, sendToCrossBorder },
        schema: validationWireSchema(),
        signal: call?.signal,
      });
      return {
        productAvailabilityErrors: validation.productAvailabilityErrors,
        ...(validation.isPurchasable !== undefined
          ? { isPurchasable: validation.isPurchasable }
          : {}),
      };
    },
    productStock: (code) =>
      http.call({
        method: 'GET',
        path: `/products/${encodeURIComponent(code)}/stock`,
        auth: 'none',
        schema: stockWireSchema(),
      }),
    consents: {
      async getConsents() {
        return http.call({
          method: 'GET',
          path: `/users/${await http.userId()}/consent`,
          auth: 'client',
          schema: consentListWireSchema(),
        });
      },
      async giveConsent(consent) {
        return http.call({
          method: 'POST',
          path: `/users/${await http.userId()}/consent`,
          auth: 'client',
          body: consent,
          schema: customerConsentSchema,
        });
      },
      getConsent: (id) =>
        http.call({
          method: 'GET',
          path: `/consent/${encodeURIComponent(id)}`,
          auth: 'client',
          schema: customerConsentSchema,
        }),
      async revokeConsent(id) {
        await http.call({
          method: 'DELETE',
          path: `/consent/${encodeURIComponent(id)}`,
          auth: 'client',
          schema: emptySchema(),
        });
      },
    },
  };
}
