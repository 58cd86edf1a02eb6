// What the catalogue pages' server data hands their components (the category listing, its
// facets and grid cells, the embedded search): plain types both sides read.
import type { ListingOrder } from '@atelier/core-catalogue';
import type { SelectionGroup } from './filter-path.js';
import type { BreadcrumbView, CardView, SeoView } from '../../shell/view-types.js';

export interface FacetOption {
  label: string;
  slug: string;
  count: number;
  active: boolean;
  /** The category URL with this value toggled. */
  href: string;
}

export interface FacetView {
  group: SelectionGroup;
  options: FacetOption[];
}

export interface ListingPageView {
  cards: CardView[];
  facets: FacetView[];
  order: ListingOrder;
  /** 1-based page shown. */
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  filterPath: string;
  /** The listing's path (category and filters) and its order query, for page links. */
  path: string;
  query: string;
  previous: string | null;
  next: string | null;
}

/**
 * An irregular cell of a category's grid, with what fills it (docs/product/catalogue.md §3.3):
 * a look, a banner, or the product at its place shown across the cell's span.
 */
export type GridCellView = {
  index: number;
  spanDesktop: number;
  spanMobile: number;
} & (
  | {
      type: 'Look';
      title: string;
      image: { src: string; alt: string };
      /** Null when the look has no page on the site. */
      href: string | null;
      pieces: number;
    }
  | {
      type: 'SmallBanner';
      title: string;
      image: { src: string; alt: string };
      href: string | null;
    }
  | { type: 'HighlightedProduct' }
);

export interface CategoryData {
  categoryId: string;
  title: string;
  description: string;
  basePath: string;
  listing: ListingPageView;
  cells: GridCellView[];
  breadcrumbs: BreadcrumbView[];
  seo: SeoView;
}

export interface EmbedSearchData {
  query: string;
  cards: CardView[];
  total: number;
  seo: SeoView;
}
