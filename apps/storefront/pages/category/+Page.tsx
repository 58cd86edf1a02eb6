export { CategoryPage as default } from '../../src/features/catalogue/components/CategoryPage.js';
