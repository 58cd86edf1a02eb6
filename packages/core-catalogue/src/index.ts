export { SITE_CODES, isSiteCode, type SiteCode } from './sites/site-codes.js';
