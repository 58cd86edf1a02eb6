export { LanguageSelectionPage as default } from '../../src/shell/components/LanguageSelectionPage.js';
