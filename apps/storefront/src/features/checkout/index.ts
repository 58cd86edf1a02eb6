// The checkout's browser-side entry: address form labels (my-account's address book) and the
// payment methods' names (my-account's order detail).
export { addressLabels } from './components/address-labels.js';
export { methodName as paymentMethodName } from './browser/payment/method-names.js';
