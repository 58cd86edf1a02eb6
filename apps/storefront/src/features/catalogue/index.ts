// The catalogue's browser-side entry: product cards (home modules, wishlist and product pages
// list them), tag and facet labels.
export { labelFor } from './components/facet-labels.js';
export {
  CardGrid,
  cardCells,
  cardList,
  cardProps,
  useCardSettings,
} from './components/product-cards.js';
export { tagLabels } from './components/tag-labels.js';
