export { RegisterPage as default } from '../../src/features/account/components/RegisterPage.js';
