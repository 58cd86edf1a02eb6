// The checkout's server-side entry: the postal-code region files (ADR 0023).
export { postalCodeRegions } from './server/postal-codes.js';
