import { createOccClient } from '@atelier/adapters-commerce';
import { isSiteCode } from '@atelier/core-catalogue';
import type { DeliveryCost } from './cross-border-helper.js';
import { commerceDialect } from '../../../shell/browser/commerce-dialect.js';

/** GET globale/shippingCost?amount through the commerce proxy, its answer checked by zod. */
export function deliveryCostFromProvider(site: string, amount: number): Promise<DeliveryCost> {
  if (!isSiteCode(site)) return Promise.reject(new Error(`not a site: ${site}`));
  const client = createOccClient({
    baseUrl: `${location.origin}/api/commerce`,
    siteCode: site,
    dialect: commerceDialect(),
    getToken: () => null,
  });
  return client.crossBorder.getShippingCost(amount);
}
