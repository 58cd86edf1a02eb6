export type { BagLine } from './bag-line.js';
export { countProducts, lineTotal } from './bag-totals.js';
