export { Price, type PriceProps } from './price/Price.js';
