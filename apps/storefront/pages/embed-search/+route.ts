import { routeFor } from '../../src/shell/routing/route-for.js';

export default routeFor(['embedSearch']);
