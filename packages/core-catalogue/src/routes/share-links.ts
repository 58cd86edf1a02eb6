import type { SiteCode } from '../sites/site-codes.js';
import { productPath } from './link-builders.js';

export type ShareNetwork =
  | 'Mail'
  | 'Facebook'
  | 'Twitter'
  | 'Whatsapp'
  | 'Telegram'
  | 'Pinterest'
  | 'Clipboard'
  | 'Linkedin';

export const PRODUCT_SHARE_NETWORKS: readonly ShareNetwork[] = [
  'Mail',
  'Facebook',
  'Twitter',
  'Whatsapp',
  'Telegram',
  'Pinterest',
  'Clipboard',
  'Linkedin',
];
export const WISHLIST_SHARE_NETWORKS: readonly ShareNetwork[] = ['Mail', 'Facebook', 'Whatsapp'];
export const LIVE_SHOPPING_SHARE_NETWORKS: readonly ShareNetwork[] = [
  'Linkedin',
  'Facebook',
  'Whatsapp',
];

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

export function productShareUrl(origin: string, site: SiteCode, productUrl: string): string {
  return `${trimOrigin(origin)}${productPath(site, productUrl)}`;
}

export function wishlistShareUrl(
  origin: string,
  site: SiteCode,
  sharedWishlistToken: string,
): string {
  return `${trimOrigin(origin)}/${site}/wishlist/${encodeURIComponent(sharedWishlistToken)}`;
}

export function liveShoppingShareUrl(origin: string, site: SiteCode): string {
  return `${trimOrigin(origin)}/${site}/liveshopping`;
}
