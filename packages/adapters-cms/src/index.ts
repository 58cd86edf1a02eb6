export { DEFAULT_CMS_TIMEOUT_MS, resolveCmsConfig, type CmsConfig } from './cms-config.js';
export type {
  ContentPort,
  ErrorPageKind,
  LabelsPageCollection,
  MaterialNode,
  TranslatedSlugRoute,
  WithSlug,
} from './content-port.js';
export { createContentPort, type PortFromConfigOptions } from './content-port-from-config.js';
export { PageFetchCmsError, isPageFetchCmsError } from './errors.js';
export {
  consoleContentLogger,
  memoryContentLogger,
  type ContentLogger,
  type ContentProblem,
} from './logger.js';
export { contentRowSchema, CONTENT_ROW_FIELDS, type ContentRow } from './content-row.js';
export {
  createEmbeddedContent,
  type EmbeddedContentOptions,
} from './embedded/create-embedded-content.js';
export { embeddedRows } from './embedded/embedded-items.js';
export { siteTexts } from './embedded/content-completeness.js';
export { LABELS_PAGE_COLLECTIONS } from './embedded/content/labels-pages.js';
export {
  CONTENT_LANGUAGES,
  contentLanguageOf,
  type ContentLanguage,
} from './embedded/content/languages.js';
export {
  createDirectusClient,
  type DirectusClientOptions,
} from './directus/create-directus-client.js';
export { GRAPHQL_COLLECTIONS } from './directus/graphql-row-source.js';
export { seedDirectus, type SeedOptions, type SeedReport } from './seed/seed-directus.js';
export {
  createContentCache,
  cacheKeyString,
  type CacheKey,
  type ContentCache,
  type ContentCacheOptions,
} from './cache/content-cache.js';
export { cachedContentPort } from './cache/cached-content-port.js';
export { sanitiseHtml, sanitiseContent, type SanitiseResult } from './sanitise/sanitise-html.js';
export type { SiteCommon, Header, Footer, MenuEntry } from './schemas/menu.schema.js';
export type {
  ModulePage,
  ContentModule,
  CategoryPage,
  ShopTheLook,
  BlogPost,
  GlossaryHome,
  GlossaryPage,
  Material,
} from './schemas/page.schema.js';
export type { ErrorPage } from './schemas/error-page.schema.js';
export type { LabelsPage } from './schemas/shared.schema.js';
export type {
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
