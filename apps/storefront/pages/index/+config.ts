import type { Config } from 'vike/types';

// The picker stands alone: no site, so no header or footer (the layout sees no shell).
export default {} satisfies Config;
