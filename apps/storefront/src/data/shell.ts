import type { MenuEntry } from '@atelier/adapters-cms';
import {
  isMenuItemShown,
  type MenuItem,
  siteInfo,
  type PlatformContext,
  type SiteCode,
} from '@atelier/core-catalogue';
import type { Services } from './services.js';
import type { LinkView, MenuView, ShellView } from './view-types.js';

function links(entries: MenuEntry[], site: SiteCode, now: Date): LinkView[] {
  return entries
    .filter((entry) =>
      isMenuItemShown(
        {
          text: entry.text,
          link: entry.link,
          hideInMenu: entry.hideInMenu ?? null,
          scheduling: (entry.scheduling ?? null) as NonNullable<MenuItem['scheduling']> | null,
        },
        site,
        now,
      ),
    )
    .map((entry) => ({ text: entry.text, href: entry.link }));
}

/** The brand shown in titles ('title | VERTICAL') and the logo. */
export function brandOf(vertical: 'main' | 'suot'): string {
  return vertical === 'suot' ? 'SUOT' : 'ATELIER';
}

/**
 * Spec 1 section 7's start-up loads that every page shows: site settings, header and
 * footer (site common) and labels, all through the content cache.
 */
export async function loadShell(
  services: Services,
  site: SiteCode,
  platform: PlatformContext,
): Promise<ShellView> {
  const [settings, common, labels] = await Promise.all([
    services.content.site(site),
    services.content.siteCommon(site),
    services.content.labels(site),
  ]);
  const info = siteInfo(site);
  const now = services.now();
  const vertical = info.vertical;
  const menus: MenuView[] = common.header.menus.map((menu) => ({
    title: menu.title,
    items: links(menu.items, site, now),
  }));
  return {
    site,
    locale: info.locale,
    currency: settings.currency || info.currency,
    rtl: info.rtl,
    brand: brandOf(vertical),
    vertical,
    logo: common.header.logo,
    topBar: common.header.topBar
      ? { text: common.header.topBar.text, href: common.header.topBar.link ?? `/${site}/` }
      : null,
    menus,
    footerColumns: common.footer.columns.map((column) => ({
      title: column.title,
      items: links(column.items, site, now),
    })),
    newsletter:
      common.footer.newsletter?.enabled && settings.hasNewsletter
        ? {
            title: common.footer.newsletter.title,
            text: common.footer.newsletter.text,
            cta: common.footer.newsletter.cta,
          }
        : null,
    legal: common.footer.legal,
    labels,
    hasEcommerce: settings.hasEcommerce,
    newsletterPopup: {
      enabled: settings.hasNewsletterPopup,
      delaySeconds: settings.timeToShowNewsletter,
    },
    downloadAppImages: settings.downloadAppModalImages,
    chatEnabledWeb: settings.chatEnabledWeb,
    platform: platform.platform,
    kiosk: platform.kiosk,
    corporate: platform.corporate,
  };
}
