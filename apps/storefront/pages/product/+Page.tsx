export { ProductPage as default } from '../../src/features/product/components/ProductPage.js';
