/** What a personalised entry's `personalisation` column holds (docs/product/product.md §3.4). */
export type StoredPersonalisation =
  { role: 'PARENT' } | { role: 'CHILD'; parentEntryNumber: number; anchorId: string };

/** A cart entry's personalisation as the cart and order answer it (children only). */
export function personalisationInfoOf(
  column: string | null | undefined,
): { parentEntryNumber: number; anchorId: string } | null {
  if (!column) return null;
  const stored = JSON.parse(column) as StoredPersonalisation;
  return stored.role === 'CHILD'
    ? { parentEntryNumber: stored.parentEntryNumber, anchorId: stored.anchorId }
    : null;
}
