export { amountInCents } from './amount-in-cents.js';
