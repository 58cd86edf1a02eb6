import type { TranslatedSlugRoute, ErrorPageKind } from './content-port.js';

/** The collection behind each translated-slug route. */
export const SLUG_ROUTE_COLLECTIONS: Record<TranslatedSlugRoute, string> = {
  landing: 'page_landing',
  glossaryLanding: 'page_glossary_pages',
  shopTheLook: 'page_shop_the_look',
  material: 'page_material',
};

export const ERROR_PAGE_COLLECTIONS: Record<ErrorPageKind, string> = {
  notFound: 'not_found_error_page',
  serverError: 'unexpected_error_page',
  offline: 'offline_error_page',
};
