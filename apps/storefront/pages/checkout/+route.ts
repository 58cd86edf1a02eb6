import { routeFor } from '../../src/shell/routing/route-for.js';

// One Vike page for the checkout steps: react-router moves between them in the browser (ADR 0019).
export default routeFor([
  'checkoutRegister',
  'checkoutShipping',
  'checkoutBilling',
  'checkoutPayment',
  'checkoutConfirmation',
]);
