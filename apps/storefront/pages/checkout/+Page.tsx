export { CheckoutPage as default } from '../../src/features/checkout/components/CheckoutPage.js';
