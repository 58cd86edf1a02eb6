import type { SandboxContext } from '../context.js';
import type { Route } from '../http.js';
import { addressRoutes } from './addresses.js';
import { analyticsRoutes } from './analytics.js';
import { cartCheckoutRoutes } from './cart-checkout.js';
import { cartSddRoutes } from './cart-sdd.js';
import { cartRoutes } from './carts.js';
import { consentRoutes } from './consents.js';
import { crossBorderProviderRoutes } from './cross-border-provider.js';
import { loyaltyRoutes } from './loyalty.js';
import { orderRoutes } from './orders.js';
import { passwordRoutes } from './passwords.js';
import { paymentRoutes } from './payments.js';
import { productRoutes } from './products.js';
import { publicRoutes } from './public.js';
import { returnRoutes } from './returns.js';
import { saveForLaterRoutes } from './save-for-later.js';
import { storeRoutes } from './stores.js';
import { userRoutes } from './users.js';
import { wishlistRoutes } from './wishlist.js';

/**
 * The OCC API's route table, under `/occ/v2/{baseSiteId}`: one file a resource. Order
 * matters where patterns overlap: fixed segments before {params}.
 */
export const ROUTES: readonly Route<SandboxContext>[] = [
  ...productRoutes,
  ...paymentRoutes,
  ...cartRoutes,
  ...cartCheckoutRoutes,
  ...saveForLaterRoutes,
  ...cartSddRoutes,
  ...orderRoutes,
  ...wishlistRoutes,
  ...loyaltyRoutes,
  ...storeRoutes,
  ...userRoutes,
  ...passwordRoutes,
  ...addressRoutes,
  ...consentRoutes,
  ...crossBorderProviderRoutes,
  ...publicRoutes,
  ...returnRoutes,
  ...analyticsRoutes,
];
