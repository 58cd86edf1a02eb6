import { routeFor } from '../../src/routing/route-for.js';

// Screens of part 3 still to come (the cross-border checkout page).
export default routeFor(['checkoutExternal']);
