/**
 * The policies forms and notices link to. The content system publishes them under these
 * slugs in every language (policy slugs are not translated, unlike landings).
 */
export const PRIVACY_POLICY = 'privacy';
export const COOKIE_POLICY = 'cookies';
