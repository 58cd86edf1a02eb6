// The view models of home and landing modules: what the browser receives to hydrate them,
// so each holds only what its ui component shows (cards, tiles, summaries; never products).
import type { CardView, LinkView, SeoView } from '../../shell/view-types.js';
import type { AnchorLink } from './anchor-menu.js';

/** Where a module shows: both devices, or one (hidden with CSS on the other). */
export type DeviceClass = 'both' | 'mobile' | 'desktop';

export interface ImageView {
  src: string;
  alt: string;
}

export interface HeroSlideView {
  id: string;
  title: string;
  image: string;
  mobileImage: string | null;
  href: string | null;
}

/** A GridSlider tile: a picture, a name and a link. */
export interface TileView {
  id: string;
  label: string;
  href: string;
  image: string;
}

export interface LookSummaryView {
  id: string;
  title: string;
  /** Null when the look has no page on the site (issue 32.3). */
  href: string | null;
  image: ImageView;
  productCount: number;
}

export interface LookPieceView {
  id: string;
  name: string;
  href: string;
  image: string;
  price: number;
  quantity: number;
  available: boolean;
}

export interface ToussiItemView {
  id: string;
  name: string;
  image: string;
}

export type ModuleView = {
  key: string;
  device: DeviceClass;
  margins: { mobile: number; desktop: number };
} & (
  | { kind: 'hero'; slides: HeroSlideView[] }
  | { kind: 'heading'; title: string; image: ImageView | null }
  | {
      kind: 'grid-slider';
      title: string;
      perView: { mobile: number; desktop: number };
      tiles: TileView[];
    }
  | { kind: 'novelties'; title: string; cards: CardView[]; href: string | null }
  | { kind: 'four'; title: string; cards: CardView[] }
  | { kind: 'image-grid'; title: string; image: ImageView; href: string; cards: CardView[] }
  | {
      kind: 'products';
      title: string;
      cards: CardView[];
      image: ImageView | null;
      href: string | null;
    }
  | { kind: 'tabs'; tabs: { id: string; title: string; href: string; cards: CardView[] }[] }
  | { kind: 'looks'; title: string; looks: LookSummaryView[] }
  | {
      kind: 'look';
      title: string;
      image: ImageView;
      /** Null when the look has no page on the site: the module shows without its link. */
      href: string | null;
      showProducts: boolean;
      pieces: LookPieceView[];
    }
  | { kind: 'media'; items: { image: ImageView; href: string | null }[] }
  /** `id` is the anchor of the loyalty landing's menu (text, section and toussis). */
  | { kind: 'text'; id: string; title: string; texts: string[] }
  /** `html` was sanitised by the content adapter when it was read. */
  | { kind: 'section'; id: string; title: string; html: string }
  | { kind: 'toussis'; id: string; title: string; toussis: ToussiItemView[] }
  | {
      kind: 'banner';
      /** Which ui banner shows it: SmallBanner, HighlightedBanner or DiscountBanner. */
      variant: 'small' | 'highlighted' | 'discount';
      title: string;
      image: ImageView | null;
      href: string | null;
      cta: string | null;
      code: string | null;
    }
  | { kind: 'menu'; items: LinkView[] }
);

export type ModuleOf<K extends ModuleView['kind']> = Extract<ModuleView, { kind: K }>;

export interface ModulePageData {
  title: string;
  transparentHeader: boolean;
  modules: ModuleView[];
  /** The loyalty landing's in-page menu; empty on other pages. */
  anchors: AnchorLink[];
  seo: SeoView;
}
