export { statusHistory } from './status-history.js';
