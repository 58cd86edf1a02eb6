// The checkout's browser-side entry: address form labels (my-account's address book) and the
// payment methods' names (my-account's order detail).
import { lazy } from 'react';
export { addressLabels } from './components/address-labels.js';
export { methodName as paymentMethodName } from './browser/payment/method-names.js';

// Express checkout from the bag page and the bag drawer (docs/product/payments.md §5.1): the
// checkout's one express flow on the bag's cart, as a lazy chunk (the OCC client, the machine).
export const BagExpressCheckout = lazy(() => import('./components/express/BagExpressCheckout.js'));
export type { BagExpressCheckoutProps } from './components/express/BagExpressCheckout.js';

// The tab's kept confirmation: the cross-border checkout keeps the order its provider placed, so
// the shop's confirmation shows it (ADR 0054).
export { tabConfirmation } from './browser/tab-confirmation.js';
export type { StoredConfirmation } from './browser/confirmation-store.js';
export type { CheckoutCart } from './checkout-types.js';
