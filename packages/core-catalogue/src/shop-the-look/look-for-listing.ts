/** A look as the listing's choice needs it: its id and the products it is made of. */
export interface LookPieces {
  id: string;
  productIds: readonly string[];
}

/**
 * The look a category's Look cell shows (docs/product/catalogue.md §3.3) when the category's
 * content names none: the one sharing the most products with the listing, the first in the
 * content's order on a tie; with none shared, the site's first look still fills the cell the
 * template asked for. Null only when the site has no look.
 */
export function lookForListing(
  looks: readonly LookPieces[],
  listedProductIds: ReadonlySet<string>,
): string | null {
  let best: LookPieces | null = null;
  let bestShared = -1;
  for (const look of looks) {
    const shared = new Set(look.productIds.filter((id) => listedProductIds.has(id))).size;
    if (shared > bestShared) {
      best = look;
      bestShared = shared;
    }
  }
  return best?.id ?? null;
}
