import type { BagLineView } from '../browser/bag-view.js';
import { fill } from './bag-labels.js';

/**
 * The note a line shows under its stepper: the stock limit it just hit, or that the workshop
 * cannot engrave it now (docs/product/product.md §2.5: the shopper removes it or buys it plain).
 */
export function lineNotice(
  line: Pick<BagLineView, 'atStockLimit' | 'engravingUnavailable'>,
  labels: Record<string, string>,
): { stockMessage: string } | Record<string, never> {
  if (line.atStockLimit) {
    return { stockMessage: fill(labels, 'bagNoMoreStock', 'No more units available') };
  }
  if (line.engravingUnavailable) {
    return {
      stockMessage: fill(
        labels,
        'engravingNotAvailable',
        'This piece cannot be engraved right now',
      ),
    };
  }
  return {};
}
