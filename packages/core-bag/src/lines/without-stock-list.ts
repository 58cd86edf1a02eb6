import type { WithoutStockItem } from '../machine/bag.machine.types.js';

/** Adds to the without-stock list, once per product and reason. */
export function addWithoutStock(
  list: readonly WithoutStockItem[],
  items: readonly WithoutStockItem[],
): WithoutStockItem[] {
  const key = (item: WithoutStockItem) => `${item.reason}:${item.productId}`;
  const known = new Set(list.map(key));
  const added: WithoutStockItem[] = [];
  for (const item of items) {
    if (known.has(key(item))) continue;
    known.add(key(item));
    added.push(item);
  }
  return [...list, ...added];
}
