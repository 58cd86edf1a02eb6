import type { MenuEntry, SiteCommon } from '@atelier/adapters-cms';
import { isMenuItemShown, type MenuItem, type PlatformContext } from '@atelier/core-catalogue';
import { shellView } from './shell.js';
import type { StartupLoads } from './startup.js';
import type { ShellView } from '../view-types.js';

/**
 * Every page's render built the layout's ShellView again from the same cached start-up
 * loads (the country list named through Intl, menus, cookie categories: about 1.5% of an
 * uncached render). A view depends on those loads, the platform and the clock, and on the
 * clock only through the menus' schedules, so one view is kept per set of loads (the cached
 * objects themselves) and platform, and reused while every menu entry is shown or hidden
 * as when it was built (core-catalogue's own rule, evaluated per request; it costs
 * microseconds).
 */
interface Kept {
  startup: StartupLoads;
  platformKey: string;
  shown: string;
  view: ShellView;
}

const SAME_LOADS: readonly (keyof StartupLoads)[] = [
  'site',
  'settings',
  'labels',
  'countries',
  'cookieCategories',
  'liveShopping',
  'currencyCode',
];

function menuEntries(common: SiteCommon): MenuEntry[] {
  const all: MenuEntry[] = [];
  const walk = (entries: readonly MenuEntry[]) => {
    for (const entry of entries) {
      all.push(entry);
      walk(entry.children);
    }
  };
  for (const menu of common.header.menus) walk(menu.items);
  for (const column of common.footer.columns) walk(column.items);
  return all;
}

/** One character per menu entry: shown (1) or not (0) at `now`. */
function shownAt(startup: StartupLoads, now: Date): string {
  let key = '';
  for (const entry of menuEntries(startup.common)) {
    const item: MenuItem = {
      text: entry.text,
      link: entry.link,
      hideInMenu: entry.hideInMenu ?? null,
      scheduling: (entry.scheduling ?? null) as NonNullable<MenuItem['scheduling']> | null,
    };
    key += isMenuItemShown(item, startup.site, now) ? '1' : '0';
  }
  return key;
}

/** At most this many views per site common (platform variants and replaced loads). */
const MAX_PER_COMMON = 8;

/** shellView, reusing the view built for the same loads, platform and shown menu entries. */
export function createShellViews(
  build: typeof shellView = shellView,
): (startup: StartupLoads, platform: PlatformContext, now: Date) => ShellView {
  const byCommon = new WeakMap<SiteCommon, Kept[]>();
  return (startup, platform, now) => {
    const platformKey = `${platform.platform}|${platform.kiosk}|${platform.corporate}`;
    const shown = shownAt(startup, now);
    const kept = byCommon.get(startup.common) ?? [];
    const hit = kept.find(
      (entry) =>
        entry.platformKey === platformKey &&
        entry.shown === shown &&
        SAME_LOADS.every((key) => entry.startup[key] === startup[key]),
    );
    if (hit) return hit.view;
    const view = build(startup, platform, now);
    byCommon.set(
      startup.common,
      [{ startup, platformKey, shown, view }, ...kept].slice(0, MAX_PER_COMMON),
    );
    return view;
  };
}
