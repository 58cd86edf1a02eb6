export { WorkshopPage as default } from '../../src/features/workshop/components/WorkshopPage.js';
