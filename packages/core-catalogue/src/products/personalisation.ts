import { z } from 'zod';
import { lazySchema } from '../kernel/schema/lazy-schema.js';
import { CATALOGUE_CONSTANTS } from '../content/catalogue-constants.js';
import { filterProducts, type CategoryFilters, type FilterableProduct } from './filter-products.js';
import { pageCount } from './page-of.js';
import { sortProducts } from './sort-products.js';

/**
 * Personalisation (docs/product/product.md §3): a PARENT piece has anchor points where a
 * CHILD piece (a charm) hangs by its support point. The builder in the storefront and the
 * sandbox's check of a combination ask these same functions.
 */

/** One anchor point of a PARENT: where it sits on the piece's image, what it holds. */
export const anchorPointSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1).max(40),
    /** Position on the piece's first image, as fractions of its width and height (0..1). */
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    /** The support types (a charm's `supportPoint`) this anchor takes. */
    supports: z.array(z.string().min(1)).min(1),
  }),
);
export type AnchorPoint = z.output<typeof anchorPointSchema>;

/** The most charms one piece carries, whatever its anchors (docs/product/product.md §3.3). */
export const PERSONALISATION_MAX_CHARMS = 5;

/** The builder's orderings (docs/product/catalogue.md §5). */
export const PERSONALISATION_ORDERS = ['selection', 'highestPrice', 'lowestPrice'] as const;
export type PersonalisationOrder = (typeof PERSONALISATION_ORDERS)[number];

/** A charm placed on an anchor of the piece being built. */
export interface CharmPlacement {
  anchorId: string;
  code: string;
}

export type PlacementProblem = 'unknownAnchor' | 'doesNotFit' | 'anchorTaken' | 'tooMany';

/** How many charms a piece takes: one an anchor, never above the house maximum. */
export function maxCharmsOf(anchors: readonly AnchorPoint[]): number {
  return Math.min(anchors.length, PERSONALISATION_MAX_CHARMS);
}

/** A charm hangs on an anchor that takes its support type; one without a support point fits none. */
export function charmFitsAnchor(supportPoint: string | null, anchor: AnchorPoint): boolean {
  return supportPoint !== null && anchor.supports.includes(supportPoint);
}

/** Whether the charm fits at least one anchor of the piece. */
export function charmFitsPiece(
  supportPoint: string | null,
  anchors: readonly AnchorPoint[],
): boolean {
  return anchors.some((anchor) => charmFitsAnchor(supportPoint, anchor));
}

/**
 * Places a charm on an anchor: a charm already there is replaced (one charm an anchor); a new
 * anchor beyond the maximum, an unknown anchor or a charm that does not fit is refused with
 * the reason, the placements unchanged.
 */
export function placeCharm(
  placements: readonly CharmPlacement[],
  anchors: readonly AnchorPoint[],
  anchorId: string,
  charm: { code: string; supportPoint: string | null },
): { ok: true; placements: CharmPlacement[] } | { ok: false; problem: PlacementProblem } {
  const anchor = anchors.find((a) => a.id === anchorId);
  if (!anchor) return { ok: false, problem: 'unknownAnchor' };
  if (!charmFitsAnchor(charm.supportPoint, anchor)) return { ok: false, problem: 'doesNotFit' };
  const others = placements.filter((p) => p.anchorId !== anchorId);
  if (others.length >= maxCharmsOf(anchors)) return { ok: false, problem: 'tooMany' };
  // Kept in the anchors' order, so the bag lists the charms as they hang on the piece.
  const next = [...others, { anchorId, code: charm.code }];
  const rank = (p: CharmPlacement) => anchors.findIndex((a) => a.id === p.anchorId);
  return { ok: true, placements: next.sort((a, b) => rank(a) - rank(b)) };
}

export function removeCharm(
  placements: readonly CharmPlacement[],
  anchorId: string,
): CharmPlacement[] {
  return placements.filter((p) => p.anchorId !== anchorId);
}

/** One charm of a combination as the back-end sees it: the anchor asked for and the product. */
export interface CombinationCharm {
  anchorId: string;
  /** The product's personalisation type: only a CHILD is a charm. */
  type: 'PARENT' | 'CHILD' | null;
  supportPoint: string | null;
}

export interface CombinationProblem {
  /** The charm's index in the request. */
  index: number;
  field: 'anchorId' | 'product';
  problem: PlacementProblem | 'notACharm';
}

/**
 * Everything wrong with a whole combination (the sandbox answers the first as a 400 naming
 * the field): each charm a CHILD, on an anchor of the piece that takes it, one an anchor,
 * at most maxCharmsOf(anchors).
 */
export function combinationProblems(
  anchors: readonly AnchorPoint[],
  charms: readonly CombinationCharm[],
): CombinationProblem[] {
  const problems: CombinationProblem[] = [];
  const taken = new Set<string>();
  charms.forEach((charm, index) => {
    const anchor = anchors.find((a) => a.id === charm.anchorId);
    if (charm.type !== 'CHILD') problems.push({ index, field: 'product', problem: 'notACharm' });
    else if (!anchor) problems.push({ index, field: 'anchorId', problem: 'unknownAnchor' });
    else if (taken.has(anchor.id))
      problems.push({ index, field: 'anchorId', problem: 'anchorTaken' });
    else if (!charmFitsAnchor(charm.supportPoint, anchor))
      problems.push({ index, field: 'product', problem: 'doesNotFit' });
    if (anchor) taken.add(anchor.id);
  });
  if (charms.length > maxCharmsOf(anchors)) {
    problems.push({ index: maxCharmsOf(anchors), field: 'anchorId', problem: 'tooMany' });
  }
  return problems;
}

/** What the builder's list needs of a product. */
export interface BuilderCharm extends FilterableProduct {
  id: string;
  categories: readonly string[];
  inStock: boolean;
  supportPoint: string | null;
}

export interface BuilderListQuery {
  anchors: readonly AnchorPoint[];
  /** The anchor the shopper is filling: only charms it takes; null for any of the piece's. */
  anchorId: string | null;
  order: PersonalisationOrder;
  filters: CategoryFilters;
  /** 0-based; pages 0..page are shown together ("show more"). */
  page: number;
}

/**
 * The builder's list of charms (docs/product/catalogue.md §5): products of the children
 * category, in stock, that fit the chosen anchor (or any anchor of the piece), filtered,
 * sorted, 20 a page. A page past the end shows the last one.
 */
export function builderCharms<P extends BuilderCharm>(
  products: readonly P[],
  query: BuilderListQuery,
): { items: P[]; total: number; pageCount: number; hasMore: boolean } {
  const size = CATALOGUE_CONSTANTS.personalisationPageSize;
  const category = CATALOGUE_CONSTANTS.personalisationChildrenCategory;
  const anchor = query.anchors.find((a) => a.id === query.anchorId) ?? null;
  const fitting = products.filter(
    (p) =>
      p.inStock &&
      p.categories.includes(category) &&
      (anchor
        ? charmFitsAnchor(p.supportPoint, anchor)
        : charmFitsPiece(p.supportPoint, query.anchors)),
  );
  const sorted = sortProducts(filterProducts(fitting, query.filters), query.order);
  const pages = pageCount(sorted.length, size);
  const page = Math.max(0, Math.min(Math.floor(query.page), pages - 1));
  const items = sorted.slice(0, (page + 1) * size);
  return { items, total: sorted.length, pageCount: pages, hasMore: items.length < sorted.length };
}
