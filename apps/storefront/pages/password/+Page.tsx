export { PasswordPage as default } from '../../src/features/account/components/PasswordPage.js';
