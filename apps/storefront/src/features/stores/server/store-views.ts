import type { Shop } from '@atelier/adapters-commerce';
import { intlRegionCode, slugify, type SiteCode } from '@atelier/core-catalogue';
import { z } from 'zod';
import type { OpeningDayView, StoreListView } from '../stores-view.js';

/** The sandbox (and the OCC store directory) send a week of opening and closing times. */
const scheduleSchema = z.array(
  z.object({
    day: z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']),
    closed: z.boolean().optional(),
    openingTime: z.string().optional(),
    closingTime: z.string().optional(),
  }),
);

// 23 November 2026 was a Monday: the days' names come from Intl in the site's language.
const MONDAY = Date.UTC(2026, 10, 23);
const DAY_INDEX = {
  MONDAY: 0,
  TUESDAY: 1,
  WEDNESDAY: 2,
  THURSDAY: 3,
  FRIDAY: 4,
  SATURDAY: 5,
  SUNDAY: 6,
} as const;

/** The week's hours in the site's language; empty when the back-end sends none it can read. */
export function openingDays(schedule: unknown, locale: string): OpeningDayView[] {
  const parsed = scheduleSchema.safeParse(schedule);
  if (!parsed.success) return [];
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return parsed.data.map((entry) => ({
    day: weekday.format(new Date(MONDAY + DAY_INDEX[entry.day] * 86_400_000)),
    hours:
      entry.closed || !entry.openingTime || !entry.closingTime
        ? null
        : `${entry.openingTime}–${entry.closingTime}`,
  }));
}

/** Directions to the shop's coordinates in the shopper's own maps (a plain link, no script). */
export function directionsHref(coordinates: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${coordinates.lat},${coordinates.lng}`;
}

/**
 * The store page's path: `{id}-{slug}` (docs/product/routes.md §4.6, the id is the part before the
 * first dash).
 */
export function storePath(
  site: SiteCode,
  shop: Pick<Shop, 'id' | 'slug' | 'name' | 'city'>,
): string {
  const slug = shop.slug ?? `${shop.id}-${slugify(`${shop.city ?? ''} ${shop.name}`)}`;
  return `/${site}/stores/${slug}`;
}

export function storeListView(site: SiteCode, shop: Shop): StoreListView {
  return {
    id: shop.id,
    name: shop.name,
    href: storePath(site, shop),
    address: [shop.address, [shop.postalCode, shop.city].filter(Boolean).join(' ')].filter(
      (line): line is string => Boolean(line),
    ),
    ...(shop.phoneNumber ? { phone: shop.phoneNumber } : {}),
    coordinates: shop.coordinates ?? null,
    ...(shop.coordinates ? { directionsHref: directionsHref(shop.coordinates) } : {}),
  };
}

/** A country's name in the site's language. */
export function countryName(code: string, locale: string): string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return names.of(intlRegionCode(code)) ?? code;
  } catch {
    return code;
  }
}
