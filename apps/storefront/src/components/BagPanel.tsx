import type { ShellView } from '../data/view-types.js';
import { BagToast } from './BagToast.js';

/**
 * The layout's bag surface (spec 1 layouts: "bag drawer or toast"): what shows after adding
 * to the bag and when the header's bag button is pressed.
 */
export function BagPanel({ shell }: { shell: ShellView }) {
  return <BagToast site={shell.site} labels={shell.labels} />;
}
