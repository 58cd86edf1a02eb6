export { EmbedSearchPage as default } from '../../src/features/catalogue/components/EmbedSearchPage.js';
