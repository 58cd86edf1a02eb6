import {
  bagLines,
  countProducts,
  entriesTotal,
  entryTotal,
  groupPersonalised,
  linesWithoutEngraving,
  type BagContext,
  type CartEntry,
} from '@atelier/core-bag';

/** One line as the drawer shows it. */
export interface BagLineView {
  entryNumber: number;
  productId: string;
  name: string;
  href: string;
  image: string | null;
  sizeName: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /**
   * Where the increase button stops: never below one more than now, because the machine
   * decides (docs/product/bag.md §3.3: an increase at the stock limit becomes a note, shown on the
   * line). Disabling the button would drop the keyboard focus it holds. Gifts have no stepper.
   */
  maxQuantity: number;
  isGift: boolean;
  engravingText: string | null;
  /** The workshop cannot engrave this line now (the bag's notAvailableProductsForEngraving). */
  engravingUnavailable: boolean;
  /** The last increase hit the stock limit. */
  atStockLimit: boolean;
  /**
   * A personalised piece's charms, shown under it (docs/product/product.md §3.4): each its
   * own back-end line and price, removed with the piece.
   */
  charms: CharmLineView[];
}

/** A charm of a personalised piece, as the line of its piece lists it. */
export interface CharmLineView {
  entryNumber: number;
  productId: string;
  name: string;
  href: string;
  image: string | null;
  anchorId: string;
  lineTotal: number;
}

/** A removed line that can still be put back (docs/product/bag.md §3.5 undo list). */
export interface UndoView {
  productId: string;
  sizeCode: string | null;
  engravingText: string | null;
  name: string;
}

/** What the storefront shows of the bag machine's context. */
export interface BagView {
  count: number;
  lines: BagLineView[];
  subtotal: number;
  /** The bag's currency; null while it has no lines. */
  currency: string | null;
  undo: UndoView[];
}

export function nameOf(entry: CartEntry): string {
  return entry.product.name ?? entry.product.id;
}

/** The line's page under the site (the back-end answers site-relative paths). */
export function hrefOf(entry: CartEntry, site: string): string {
  const url = entry.product.url;
  if (url === undefined || url === '') return `/${site}/p/${encodeURIComponent(entry.product.id)}`;
  return /^https?:/.test(url) ? url : `/${site}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function bagView(context: BagContext, site: string): BagView {
  const entries = (context.bag?.products ?? []).filter((entry) => entry.saveForLater !== true);
  const lines = bagLines(context.bag ? { ...context.bag, products: entries } : null);
  const unengravable = linesWithoutEngraving(
    entries,
    context.bag?.notAvailableProductsForEngraving,
  );
  const views = entries.map((entry, index): Omit<BagLineView, 'charms'> => {
    const line = lines[index];
    const unitPrice = line?.price ?? 0;
    const atStockLimit = context.noStockNotes.includes(entry.entryNumber);
    return {
      entryNumber: entry.entryNumber,
      productId: entry.product.id,
      name: nameOf(entry),
      href: hrefOf(entry, site),
      image: entry.product.image ?? null,
      sizeName: entry.size?.name ?? null,
      quantity: entry.quantity,
      unitPrice,
      // The back-end's line total when it gives one (its line promotions included).
      lineTotal: entryTotal(entry),
      maxQuantity: entry.isGift ? entry.quantity : entry.quantity + 1,
      isGift: entry.isGift,
      engravingText: entry.engravingOptions?.engravingText ?? null,
      engravingUnavailable: unengravable.includes(entry.entryNumber),
      atStockLimit,
    };
  });
  return {
    count: countProducts(lines),
    subtotal: entriesTotal(entries),
    currency: entries[0]?.product.price.currency || null,
    // A charm is listed under its piece, not as a line of its own; a piece with charms is
    // one of a kind (its increase stops at its quantity, the back-end refuses more).
    lines: groupPersonalised(entries).map(({ entry, charms }) => {
      const view = views[entries.indexOf(entry)]!;
      return {
        ...view,
        ...(charms.length > 0 ? { maxQuantity: entry.quantity } : {}),
        charms: charms.map((charm) => ({
          entryNumber: charm.entryNumber,
          productId: charm.product.id,
          name: nameOf(charm),
          href: hrefOf(charm, site),
          image: charm.product.image ?? null,
          anchorId: charm.personalisationInfo?.anchorId ?? '',
          lineTotal: entryTotal(charm),
        })),
      };
    }),
    undo: context.undo.map((entry) => ({
      productId: entry.product.id,
      sizeCode: entry.size?.code ?? null,
      engravingText: entry.engravingOptions?.engravingText ?? null,
      name: nameOf(entry),
    })),
  };
}
