// The checkout's browser-side entry: address form labels (my-account's address book).
export { addressLabels } from './components/address-labels.js';
