import type { SiteCode, SiteSettings } from '@atelier/core-catalogue';
import type { WorkshopHeadingCategory, WorkshopPriceTable } from '@atelier/core-loyalty';
import type { LabelsPageCollection } from './embedded/content/labels-pages.js';
import type { ErrorPage } from './schemas/error-page.schema.js';
import type { SiteCommon } from './schemas/menu.schema.js';
import type {
  BlogPost,
  CategoryPage,
  GlossaryHome,
  GlossaryPage,
  Material,
  ModulePage,
  ShopTheLook,
} from './schemas/page.schema.js';
import type { LabelsPage } from './schemas/shared.schema.js';
import type {
  CookieCategory,
  Country,
  EngravingsCommon,
  FaqEntry,
  Policy,
  Promotion,
  SiteSummary,
  SizeGuides,
  TooltipTrigger,
} from './schemas/services.schema.js';

export type { LabelsPageCollection };

/** Routes whose slug is translated between sites (docs/product/content.md §1.3). */
export type TranslatedSlugRoute = 'landing' | 'glossaryLanding' | 'shopTheLook' | 'material';

export type ErrorPageKind = 'notFound' | 'serverError' | 'offline';

/** A slug-addressed item with the slug it was found under. */
export type WithSlug<T> = T & { slug: string };

export interface MaterialNode extends WithSlug<Material> {
  children: WithSlug<Material>[];
}

/**
 * Every content call of the storefront. Implemented by the embedded content and by the Directus
 * client with the same semantics: published items only unless drafts are on; items filtered by
 * site and language; a slug without a matching translation rejects with PageFetchCmsError 404; a
 * missing single item with PageFetchCmsError 203; malformed items are logged and left out.
 */
export interface ContentPort {
  site(site: SiteCode): Promise<SiteSettings>;
  sites(): Promise<SiteSummary[]>;
  siteCommon(site: SiteCode): Promise<SiteCommon>;
  labels(site: SiteCode): Promise<Record<string, string>>;
  home(site: SiteCode): Promise<ModulePage>;
  /** Every landing under the slug (one per user type); pick with selectLanding. */
  landings(site: SiteCode, slug: string): Promise<WithSlug<ModulePage>[]>;
  categoryPage(site: SiteCode, categoryId: string): Promise<CategoryPage>;
  /** 404 when the site has no glossary. */
  glossaryHome(site: SiteCode): Promise<GlossaryHome>;
  glossaryPage(site: SiteCode, slug: string): Promise<WithSlug<GlossaryPage>>;
  material(site: SiteCode, slug: string): Promise<WithSlug<Material>>;
  materialsTree(site: SiteCode): Promise<MaterialNode[]>;
  shopTheLook(site: SiteCode, slug: string): Promise<WithSlug<ShopTheLook>>;
  /** Every look page of the site, so links that name a look by its id find its slug. */
  shopTheLooks(site: SiteCode): Promise<WithSlug<ShopTheLook>[]>;
  policies(site: SiteCode): Promise<WithSlug<Policy>[]>;
  policy(site: SiteCode, slug: string): Promise<WithSlug<Policy>>;
  faq(site: SiteCode): Promise<WithSlug<FaqEntry>[]>;
  faqEntry(site: SiteCode, slug: string): Promise<WithSlug<FaqEntry>>;
  blogPosts(site: SiteCode): Promise<WithSlug<BlogPost>[]>;
  blogPost(site: SiteCode, slug: string): Promise<WithSlug<BlogPost>>;
  errorPage(site: SiteCode, kind: ErrorPageKind): Promise<ErrorPage>;
  errorMessages(site: SiteCode): Promise<Record<string, string>>;
  engravingsCommon(site: SiteCode): Promise<EngravingsCommon>;
  sizeGuides(site: SiteCode): Promise<SizeGuides>;
  tooltipTriggers(site: SiteCode): Promise<TooltipTrigger[]>;
  cookieCategories(site: SiteCode): Promise<CookieCategory[]>;
  countries(site: SiteCode): Promise<Country[]>;
  promotions(site: SiteCode): Promise<Promotion[]>;
  /** Empty for sites without the workshop service. */
  workshopPriceTables(site: SiteCode): Promise<WorkshopPriceTable[]>;
  /** The column headings of the workshop tables (empty where there are no tables). */
  workshopCategories(site: SiteCode): Promise<WorkshopHeadingCategory[]>;
  /** The label pages: cart, checkout, register, my account, stores, mini bag and the rest. */
  labelsPage(collection: LabelsPageCollection, site: SiteCode): Promise<LabelsPage>;
  /** The slug of the same item on another site, or null when it has no translation there. */
  translateSlug(
    route: TranslatedSlugRoute,
    slug: string,
    from: SiteCode,
    to: SiteCode,
  ): Promise<string | null>;
}
