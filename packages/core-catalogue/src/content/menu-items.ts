import type { SiteCode } from '../sites/site-codes.js';
import { isWithinSchedule, type Schedule } from './module-visibility.js';

export interface MenuItem {
  text?: string | null;
  link?: string | null;
  /** Set on the category the item points at to keep it out of menus. */
  hideInMenu?: boolean | null;
  scheduling?: Partial<Record<SiteCode, Schedule>> | null;
}

export function isMenuItemShown(item: MenuItem, site: SiteCode, now: Date): boolean {
  if (item.hideInMenu) return false;
  if (!item.text || item.text.trim() === '' || !item.link || item.link.trim() === '') return false;
  return isWithinSchedule(item.scheduling?.[site], now);
}

export function visibleMenuItems<I extends MenuItem>(items: I[], site: SiteCode, now: Date): I[] {
  return items.filter((item) => isMenuItemShown(item, site, now));
}
