export {
  shippingAddressSchema,
  type ShippingAddress,
  type ShippingAddressInput,
} from './shipping-address.js';
export { billingAddressSchema, type BillingAddress } from './billing-address.js';
export {
  paymentFormSchema,
  DEFAULT_PAYMENT_ON_DELIVERY,
  DEFAULT_DOCUMENT_TYPE,
  type PaymentForm,
} from './payment-form.js';
export { purchaserSchema, type Purchaser } from './purchaser.js';
export { purchaseSchema, type Purchase } from './purchase.js';
export {
  paymentModeSchema,
  paymentSubMethodSchema,
  type PaymentMode,
  type PaymentSubMethod,
} from './payment-mode.js';
export { storedCardSchema, isStoredCardExpired, type StoredCard } from './stored-card.js';
