// The account feature's browser-side entry for other features: the login form (the
// checkout's register step shows it) and the account error modal (the loyalty area's).
export { AccountErrorModal } from './components/AccountErrorModal.js';
export { LoginForm } from './components/LoginForm.js';
export { MergeWarningDialog } from './components/MergeWarningDialog.js';
export { ExpressRegisterForm } from './components/ExpressRegisterForm.js';
