import type { AnchorPoint, BuilderCharm, Money } from '@atelier/core-catalogue';
// What the content pages' server data hands their components (glossary, policies, help,
// blog, engravings, live shopping): plain types both sides read.
import type { DateView } from '../../shell/format-date.js';
import type { SizeTableView } from '../../shell/size-guide-tables.js';
import type { BreadcrumbView, LinkView, SeoView } from '../../shell/view-types.js';

/** Glossary, policies, help, blog and the other text pages share one shape. */
export interface ContentData {
  kind: string;
  title: string;
  intro: string;
  /** `entry` marks help entries the page renders itself (the sizes guide, the contact form). */
  sections: {
    id: string;
    title: string | null;
    html: string;
    entry?: 'sizesGuide' | 'contactForm';
  }[];
  /** The content's size guide tables, when a help entry shows them. */
  sizeGuide: SizeTableView[];
  /** Blog lists carry each post's date, formatted in the site's locale. */
  links: (LinkView & { date?: DateView })[];
  /** A blog post's publication date. */
  date: DateView | null;
  /** Engravings reached from a product page (`?product=`): the piece to engrave. */
  product: EngravingProductView | null;
  /** The engravings page: the typographies and colours the content offers. */
  engraving?: EngravingOptionsView | null;
  /** Live shopping: the absolute link its share buttons send. */
  shareUrl: string | null;
  /** The entry open by default (help: the first FAQ on desktop). */
  activeId: string | null;
  breadcrumbs: BreadcrumbView[];
  previous: string | null;
  next: string | null;
  /** Paged lists (the blog): the page shown, how many, and the path page links build on. */
  pagination: { page: number; pageCount: number; path: string } | null;
  seo: SeoView;
}

export interface EngravingProductView {
  name: string;
  href: string;
  image: string;
  /** What the product page offered: engrave it, or personalise it (PARENT products). */
  kind: 'engrave' | 'personalise';
  /** The product's code, and its sizes when it is sized (the engraved line is the size's). */
  id?: string;
  sizes?: { code: string; name: string; inStock: boolean }[];
  inStock?: boolean;
  engravingType?: string | null;
  /** A PARENT product's builder; absent for engraving and when the piece has no anchors. */
  personalisation?: PersonalisationView;
}

/**
 * The personalisation builder's data (docs/product/product.md §3): the piece's anchor points
 * and price, and the charms that fit at least one anchor, in the merchandiser's order, with
 * the back-end's prices. The builder sorts, filters and pages them (core-catalogue).
 */
export interface PersonalisationView {
  anchors: AnchorPoint[];
  piecePrice: Money;
  charms: CharmChoiceView[];
}

/** A charm the builder offers: what its list rules read, and what its card shows. */
export interface CharmChoiceView extends BuilderCharm {
  name: string;
  image: string;
  price: Money;
}

/** The content's engraving options (docs/product/product.md §2.1), disabled colours left out. */
export interface EngravingOptionsView {
  /** Typographies by content code; `name` is the font family the preview sets. */
  fonts: { code: string; name: string }[];
  colours: { code: string; colorCode: string; compoundColor: string | null }[];
}
