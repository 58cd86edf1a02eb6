// What the product page's server data hands its components: plain types both sides read.
import type { ProductTag } from '@atelier/core-catalogue';
import type { GalleryImageView } from './gallery-images.js';
import type { SizeTableView } from '../../shell/size-guide-tables.js';
import type { BreadcrumbView, CardView, SeoView } from '../../shell/view-types.js';

export interface SizeView {
  code: string;
  name: string;
  inStock: boolean;
}

/** Where the product's engraving or personalisation starts, and which of the two it is. */
export interface CustomisationView {
  kind: 'engrave' | 'personalise';
  href: string;
}

export interface ProductData {
  id: string;
  name: string;
  images: GalleryImageView[];
  /** Amounts in the site currency; the page formats them with the site locale. */
  price: number;
  previousPrice: number | null;
  /** The percentage off to show (0 without a discount), one figure on every site. */
  discount: number;
  historicLowestPrice: number | null;
  tags: ProductTag[];
  /** Units left, shown only when the back-end knows them (999 means unknown). */
  unitsLeft: number | null;
  inStock: boolean;
  /**
   * No online stock, but a shop that delivers the same day holds it: it can be added, and the
   * bag's postal-code check decides (ADR 0052).
   */
  sameDayOnly: boolean;
  sizes: SizeView[];
  /** Ring and bracelet tables for the size guide modal; empty for products without sizes. */
  sizeGuide: SizeTableView[];
  description: string;
  properties: { name: string; value: string }[];
  customisation: CustomisationView | null;
  lookHref: string | null;
  /** The site books products in its stores (settings bookInStore, docs/product/stores.md §4). */
  bookInStore: boolean;
  shareUrl: string;
  crossSell: CardView[];
  breadcrumbs: BreadcrumbView[];
  seo: SeoView;
}
