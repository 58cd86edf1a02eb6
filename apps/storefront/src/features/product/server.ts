// The product feature's server-side entry: where a product's engraving starts (the engravings
// content page).
export { customisationOf } from './server/product.js';
