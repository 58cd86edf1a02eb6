/** What identifies an entry for "is this already in the bag" (docs/product/bag.md §3.6). */
export interface EntryIdentity {
  productId: string;
  sizeCode?: string | null | undefined;
  engravingText?: string | null | undefined;
  isGift?: boolean | undefined;
  gwpProduct?: string | null | undefined;
}

const blank = (value: string | null | undefined): string => value ?? '';

/**
 * Two entries are the same line when they agree on gift status and gift product, on the
 * engraving text and on the size code (sized products) or the product id (unsized). The
 * spec lists these four attributes; an engraved ring and a plain one stay separate lines.
 */
export function isSameEntry(a: EntryIdentity, b: EntryIdentity): boolean {
  if ((a.isGift ?? false) !== (b.isGift ?? false)) return false;
  if (blank(a.gwpProduct) !== blank(b.gwpProduct)) return false;
  if (blank(a.engravingText) !== blank(b.engravingText)) return false;
  const aSize = blank(a.sizeCode);
  const bSize = blank(b.sizeCode);
  if (aSize !== '' || bSize !== '') return aSize === bSize;
  return a.productId === b.productId;
}
