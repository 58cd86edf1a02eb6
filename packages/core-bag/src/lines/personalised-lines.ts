import type { CartEntry } from '../entities/cart-entry.schema.js';

type Linked = Pick<CartEntry, 'entryNumber' | 'personalisationInfo'>;

/** One line of the bag as shown: a piece with the charms that hang on it, or a line alone. */
export interface LineGroup<E extends Linked> {
  entry: E;
  /** The charms of a personalised piece, in the bag's order; empty for any other line. */
  charms: E[];
}

/**
 * The bag's lines kept together (docs/product/product.md §3.4): each charm under the piece it
 * hangs on, in the back-end's order otherwise. A charm whose piece is not in the list (an
 * answer in between) stays a line of its own, so no line is ever lost from the bag.
 */
export function groupPersonalised<E extends Linked>(entries: readonly E[]): LineGroup<E>[] {
  // Only a line that is no charm itself holds charms (no loops, whatever the answer says).
  const numbers = new Set(entries.filter((e) => !isCharmEntry(e)).map((e) => e.entryNumber));
  const charmsOf = new Map<number, E[]>();
  for (const entry of entries) {
    const parent = entry.personalisationInfo?.parentEntryNumber;
    if (parent === undefined || !numbers.has(parent)) continue;
    charmsOf.set(parent, [...(charmsOf.get(parent) ?? []), entry]);
  }
  const placed = new Set([...charmsOf.values()].flat().map((e) => e.entryNumber));
  return entries
    .filter((entry) => !placed.has(entry.entryNumber))
    .map((entry) => ({ entry, charms: charmsOf.get(entry.entryNumber) ?? [] }));
}

/** Whether the entry is a charm of a personalised piece (its quantity is not the shopper's). */
export function isCharmEntry(entry: Linked): boolean {
  return entry.personalisationInfo !== null && entry.personalisationInfo !== undefined;
}
