import { routeFor } from '../../src/shell/routing/route-for.js';

export default routeFor([
  'glossaryHome',
  'glossaryLanding',
  'material',
  'policies',
  'help',
  'blog',
  'blogCategory',
  'blogPost',
  'engravings',
  'liveShopping',
  'magazine',
]);
