// The my-account calls, through the storefront's /api/commerce proxy as the signed-in shopper
// (the token stays in the proxy's httpOnly cookie, ADR 0006 and 0013). Loaded with the page's
// lazy chunk: the OCC client and zod never weigh on the first load.
import { createOccClient, type OccClient } from '@atelier/adapters-commerce';
import type { SiteCode } from '@atelier/core-catalogue';
import { isSignedIn } from '../../../shell/browser/session/signed-in.js';
import { commerceDialect } from '../../../shell/browser/commerce-dialect.js';

export type AccountClient = Pick<
  OccClient,
  'users' | 'account' | 'crm' | 'orders' | 'erp' | 'returns'
>;

/** One client per page: every call it makes is the shopper's, through the proxy. */
export function accountClient(site: SiteCode, origin = location.origin): AccountClient {
  return createOccClient({
    baseUrl: `${origin}/api/commerce`,
    siteCode: site,
    dialect: commerceDialect(),
    // The bearer token is added by the proxy from its httpOnly cookie.
    getToken: () => null,
    isSignedIn: () => isSignedIn(),
  });
}
