export { MyAccountPage as default } from '../../src/features/my-account/components/MyAccountPage.js';
