import { routeFor } from '../../src/routing/route-for.js';

// Every screen of parts 2 and 3 has its own page now; this one claims no route.
export default routeFor([]);
