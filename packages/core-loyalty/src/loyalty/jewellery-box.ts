import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/** Past purchases in the virtual jewellery box load 20 per page. */
export const JEWELLERY_BOX_PAGE_SIZE = 20;

export const jewelleryBoxEntrySchema = lazySchema(() =>
  z.object({
    productId: z.string().trim().min(1),
    date: z.string(),
  }),
);
export type JewelleryBoxEntry = z.infer<typeof jewelleryBoxEntrySchema>;

/**
 * Entries with their product data merged in. Entries whose product did not come back are
 * left out (invalid or empty product ids are dropped when lists load, docs/product/loyalty.md §6).
 */
export function mergeJewelleryBox<P extends { id: string }>(
  entries: readonly JewelleryBoxEntry[],
  products: readonly P[],
): Array<P & JewelleryBoxEntry> {
  const byId = new Map(products.map((product) => [product.id, product]));
  return entries.flatMap((entry) => {
    const product = byId.get(entry.productId);
    return product ? [{ ...product, ...entry }] : [];
  });
}

/**
 * Whether a page of the box just received ends it: the CRM answered nothing (a total that
 * overstates the box must not make the page ask forever) or everything up to the total is in.
 */
export function isLastJewelleryBoxPage(
  loadedBefore: number,
  received: { entries: readonly unknown[]; total: number },
): boolean {
  return received.entries.length === 0 || loadedBefore + received.entries.length >= received.total;
}
