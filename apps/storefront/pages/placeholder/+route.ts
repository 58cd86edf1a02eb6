import { routeFor } from '../../src/routing/route-for.js';

// Screens of parts 2 and 3 still to come (bag, checkout, wishlist, tracking).
export default routeFor([
  'checkoutRegister',
  'checkoutShipping',
  'checkoutBilling',
  'checkoutPayment',
  'checkoutConfirmation',
  'checkoutExternal',
  'trackingOrder',
  'sharedWishlist',
]);
