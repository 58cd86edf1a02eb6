export { ContentPage as default } from '../../src/features/content/components/ContentPage.js';
