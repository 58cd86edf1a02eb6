// What pages pass to the browser: small, flat view models (never whole back-end objects).
import type { CommerceDialect } from '@atelier/adapters-commerce';
import type { ProductTag, SiteCode } from '@atelier/core-catalogue';

export interface LinkView {
  text: string;
  href: string;
}

export interface MenuView {
  title: string;
  items: LinkView[];
}

/** A header entry; with columns it opens a mega menu (the menu entry's children). */
export interface NavView extends LinkView {
  columns: MenuView[];
}

/** One site of the country selector. */
export interface SiteChoiceView {
  code: SiteCode;
  country: string;
  language: string;
}

export interface CookieCategoryView {
  id: string;
  label: string;
  description: string;
  required: boolean;
}

export type SocialNetworkName = 'instagram' | 'facebook' | 'tiktok' | 'youtube' | 'x' | 'pinterest';

/** The layout's data: site, header, footer and labels. */
export interface ShellView {
  site: SiteCode;
  /** The back-end's OCC dialect when it is not the brand's (ADR 0035); absent: extended. */
  commerceDialect?: CommerceDialect;
  locale: string;
  currency: string;
  rtl: boolean;
  brand: string;
  vertical: 'main' | 'suot';
  logo: string;
  topBar: LinkView | null;
  menus: MenuView[];
  /** The first header menu with its mega-menu columns. */
  nav: NavView[];
  social: { network: SocialNetworkName; href: string; label: string }[];
  /** Sites of this vertical for the country selector, and whether a choice is required. */
  countrySites: SiteChoiceView[];
  hasMultipleCountries: boolean;
  cookieCategories: CookieCategoryView[];
  /** Route names whose header is transparent over a hero, per device (site setting headerTypes). */
  transparentHeaderOn: { desktop: string[]; mobile: string[] };
  liveShopping: boolean;
  hasWishlist: boolean;
  footerColumns: MenuView[];
  newsletter: { title: string; text: string; cta: string } | null;
  legal: string;
  /**
   * The site's labels. On the server they are not serialised into the page: the browser
   * loads them from `labelsUrl` before it hydrates (pages/+onBeforeRenderClient.ts).
   */
  labels: Record<string, string>;
  /** The site's labels file (hashed by content); null or absent when the page carries them. */
  labelsUrl?: string | null;
  hasEcommerce: boolean;
  /**
   * The site's express-checkout wallets with their order (site settings): the bag offers those
   * the back-end enables (core-checkout's expressMethods). The same for everyone of the site.
   */
  expressPaymentMethods: { code: string; order: number }[];
  /** Newsletter popup switch and delay (seconds), and the download-app modal's images. */
  newsletterPopup: { enabled: boolean; delaySeconds: number };
  downloadAppImages: string[];
  chatEnabledWeb: boolean;
  /** The messaging widget's site switch (settings messagingEnabled). */
  messagingEnabled: boolean;
  platform: 'WEB' | 'APP';
  /** Chat, messaging and the cookie notice follow these. */
  kiosk: boolean;
  corporate: boolean;
  /**
   * The request had no cookie decision: the cookie notice is in the server's HTML, open
   * (ADR 0061). Absent otherwise; the browser still opens it when its cookie is missing.
   */
  cookieNoticeAsked?: true;
}

export interface CardView {
  id: string;
  name: string;
  href: string;
  image: string;
  hoverImage: string | null;
  /** Amounts in the site currency; the card formats them with the site locale. */
  price: number;
  /** Only when higher than `price` (a discount). */
  previousPrice: number | null;
  /** The percentage off to show (0 without a discount), one figure on every site. */
  discount: number;
  tags: ProductTag[];
}

export interface SeoView {
  title: string;
  description: string;
  /** Path of the canonical URL (the origin is added in the head). */
  canonicalPath: string | null;
  /** The path after the site segment, for hreflang alternates; null when the page has none. */
  alternatePath: string | null;
  image: string | null;
  noIndex: boolean;
  jsonLd: Record<string, unknown>[];
  prev?: string | null;
  next?: string | null;
}

export interface BreadcrumbView {
  text: string;
  href: string | null;
}
