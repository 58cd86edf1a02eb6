import { routeFor } from '../../src/routing/route-for.js';

// Screens of parts 2 and 3 still to come (checkout, tracking).
export default routeFor([
  'checkoutRegister',
  'checkoutShipping',
  'checkoutBilling',
  'checkoutPayment',
  'checkoutConfirmation',
  'checkoutExternal',
]);
