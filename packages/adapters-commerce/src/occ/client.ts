import type { CheckoutPort } from '@atelier/core-checkout';
import { createAccountCalls } from './account.js';
import { createAuthCalls } from './auth.js';
import { createCartCalls } from './carts.js';
import { createCheckoutPort } from './checkout.js';
import { createClientTokenCache } from './client-token.js';
import { createCrmCalls } from './crm.js';
import { createCrossBorderCalls } from './cross-border.js';
import { createDialect } from './dialects/index.js';
import { createErpCalls } from './erp.js';
import { createOccHttp, type ClientTokenProvider } from './http.js';
import { resolveOccOptions, type OccClientOptions } from './options.js';
import { createOrderCalls } from './orders.js';
import { createPaymentCalls } from './payments.js';
import { createProductCalls } from './products.js';
import { createReturnCalls } from './returns.js';
import { createStoreCalls } from './stores.js';
import { createUserCalls } from './users.js';
import { createWishlistCalls } from './wishlist.js';

/**
 * The SAP Commerce OCC client. Each area is a group of calls; the groups that match a core
 * port are typed as that port (`bag`: BagPort & ShippingPort & PromotionsPort, `wishlist`:
 * WishlistPort, `payments`: PaymentPort, `checkout(cartId)`: CheckoutPort).
 */
export function createOccClient(options: OccClientOptions) {
  const resolved = resolveOccOptions(options);
  let clientTokens: ClientTokenProvider | null = null;
  const http = createOccHttp(resolved, () => clientTokens);
  const auth = createAuthCalls(http);
  if (resolved.clientCredentials) {
    clientTokens = createClientTokenCache(() => auth.requestClientToken(), resolved.now);
  }

  // The calls that differ between the brand's OCC and standard SAP Commerce (ADR 0035).
  const dialect = createDialect(http);
  const products = createProductCalls(http, dialect);
  const bag = createCartCalls(http, dialect);
  const users = createUserCalls(http);
  const account = createAccountCalls(http, dialect);
  const orders = createOrderCalls(http, dialect);
  const stores = createStoreCalls(http);
  const crm = createCrmCalls(http);

  return {
    options: resolved,
    auth: {
      ...auth,
      /** The cached, throttled client_credentials token; null without client credentials. */
      clientToken: (): Promise<string> | null => clientTokens?.token() ?? null,
    },
    products,
    bag,
    wishlist: createWishlistCalls(http, products),
    orders,
    payments: createPaymentCalls(http),
    users,
    account,
    crm,
    erp: createErpCalls(http),
    returns: createReturnCalls(http),
    stores,
    crossBorder: createCrossBorderCalls(http),
    checkout: (cartId: string): CheckoutPort =>
      createCheckoutPort({ http, carts: bag, users, account, orders, stores, auth, crm }, cartId),
  };
}
export type OccClient = ReturnType<typeof createOccClient>;
