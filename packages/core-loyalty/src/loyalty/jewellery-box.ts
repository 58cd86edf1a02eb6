import { z } from 'zod';

/** Past purchases in the virtual jewellery box load 20 per page. */
export const JEWELLERY_BOX_PAGE_SIZE = 20;

export const jewelleryBoxEntrySchema = z.object({
  productId: z.string().trim().min(1),
  date: z.string(),
});
export type JewelleryBoxEntry = z.infer<typeof jewelleryBoxEntrySchema>;

/**
 * Entries with their product data merged in. Entries whose product did not come back are
 * left out (invalid or empty product ids are dropped when lists load, spec 3 section 5).
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
