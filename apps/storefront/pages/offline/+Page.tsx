export { OfflineFallbackPage as default } from '../../src/shell/components/OfflineFallbackPage.js';
