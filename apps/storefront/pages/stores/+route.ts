import { routeFor } from '../../src/routing/route-for.js';

export default routeFor(['stores', 'storeDetail']);
