export { CartPage as default } from '../../src/features/bag/components/CartPage.js';
