export { ModulePage as default } from '../../src/features/home/components/ModulePage.js';
