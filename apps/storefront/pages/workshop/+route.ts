import { routeFor } from '../../src/routing/route-for.js';

export default routeFor(['workshop']);
