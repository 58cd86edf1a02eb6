import { routeFor } from '../../src/routing/route-for.js';

// Screens of parts 2 and 3 (bag, checkout, account, wishlist, tracking).
export default routeFor([
  'cart',
  'checkoutRegister',
  'checkoutShipping',
  'checkoutBilling',
  'checkoutPayment',
  'checkoutConfirmation',
  'checkoutExternal',
  'register',
  'registerLoyalty',
  'myAccount',
  'passwordRequest',
  'passwordChange',
  'trackingOrder',
  'sharedWishlist',
]);
