export { ADULT_AGE_DAYS, isAdult } from './adult.js';
