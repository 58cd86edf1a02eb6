export { ShopTheLookPage as default } from '../../src/features/look/components/ShopTheLookPage.js';
