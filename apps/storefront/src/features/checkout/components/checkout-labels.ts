import { fill } from '../../bag/index.js';

/**
 * The checkout steps' texts with the English the content system's table translates (the
 * English stands in when a site's table lacks one). Their label keys are `checkout` + the name
 * (adapters-cms ui-labels-checkout.ts: `guestTitle` is `checkoutGuestTitle`), except the few
 * the account and the shell already have (SHARED).
 */
export const CHECKOUT_TEXT = {
  loading: 'Loading your checkout',
  registerTitle: 'How would you like to continue?',
  guestTitle: 'Continue as a guest',
  guestIntro: 'We will send the order confirmation to this e-mail.',
  guestEmail: 'E-mail',
  guestContinue: 'Continue as a guest',
  fieldRequired: 'This field is required',
  invalidEmail: 'Enter a valid e-mail address',
  shippingTitle: 'Shipping address',
  secondSurname: 'Second last name',
  nationalId: 'National ID',
  district: 'District',
  billingDiffers: 'My billing address is different',
  saveAddress: 'Save this address for future orders',
  pickupNotice: 'Pick up in store: give the address of the person who collects the order.',
  pickupStoreTitle: 'The store you collect the order in',
  noPickupStores: 'There are no stores to collect the order in. Choose another method.',
  pickupStoreMissing: 'Choose the store you collect the order in.',
  billingTitle: 'Billing address',
  paymentTitle: 'Payment',
  back: 'Back',
  confirmationTitle: 'Thank you for your order',
  confirmationIntro: 'We have sent the confirmation to {email}.',
  orderCodeLabel: 'Order number',
  orderTotal: 'Total paid',
  continueShopping: 'Continue shopping',
  trackOrder: 'Track your order',
  registerOfferTitle: 'Save your details for next time',
  registerOfferText: 'Create an account to follow your orders and check out faster.',
  registerOfferCta: 'Create an account',
  expressRegistered: 'Your account is ready and you are signed in.',
  modalClose: 'Close',
  modalRetry: 'Try again',
  dataErrorTitle: 'We could not load your checkout',
  dataErrorText: 'Something went wrong while loading your details. Please try again.',
  genericErrorTitle: 'Something went wrong',
  genericErrorText: 'We could not save your details. Please try again.',
  wrongAddressTitle: 'Check your address',
  wrongAddressText: 'We cannot deliver to this address. Please check it and try again.',
  wrongSavedAddressText: 'Your saved address cannot be used for this order. Please check it.',
  shipFromStoreNotAvailableText:
    'Shipping from a store is not available for this order. We have chosen another method.',
  shippingNotAvailableText: 'This shipping method is no longer available. Choose another one.',
  paymentErrorTitle: 'The payment did not go through',
  paymentErrorText:
    'The payment could not be completed. Your bag is intact: please try again or use another method.',
  cannotBePurchasedText: 'Some products in your bag cannot be bought right now.',
  noStockText: 'Some products in your bag are out of stock. We have updated your bag.',
  detailsTitle: 'Delivery and payment',
  deliveryAddress: 'Delivery address',
  shippingMethod: 'Shipping method',
  estimatedDelivery: 'Estimated delivery',
  paymentMethod: 'Payment method',
} as const;

export type CheckoutTextKey = keyof typeof CHECKOUT_TEXT;

const SHARED: Partial<Record<CheckoutTextKey, string>> = {
  fieldRequired: 'accountFieldRequired',
  invalidEmail: 'invalidEmail',
  modalClose: 'close',
};

/** The label key of a checkout text. */
export function checkoutLabelKey(key: CheckoutTextKey): string {
  return SHARED[key] ?? `checkout${key.charAt(0).toUpperCase()}${key.slice(1)}`;
}

export function checkoutText(
  labels: Readonly<Record<string, string>>,
  key: CheckoutTextKey,
  values: Record<string, string | number> = {},
): string {
  return fill(labels, checkoutLabelKey(key), CHECKOUT_TEXT[key], values);
}
