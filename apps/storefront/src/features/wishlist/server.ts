// The wishlist's server-side entry: the product cards endpoint its pages read.
export { productCardsApi } from './server/product-cards-api.js';
