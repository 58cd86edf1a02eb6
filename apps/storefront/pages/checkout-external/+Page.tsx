export { CrossBorderPage as default } from '../../src/features/cross-border/components/CrossBorderPage.js';
