export { StoresPage as default } from '../../src/features/stores/components/StoresPage.js';
