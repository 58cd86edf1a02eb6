import type { CommerceDialect } from '@atelier/adapters-commerce';
import type { MenuEntry } from '@atelier/adapters-cms';
import {
  headerTypeFor,
  isMenuItemShown,
  type MenuItem,
  siteInfo,
  type PlatformContext,
  type SiteCode,
  type SiteSettings,
} from '@atelier/core-catalogue';
import { brandOf } from '../brand.js';
import { countryChoices } from './country-choices.js';
import { labelsAssetPath } from './labels-asset.js';
import { siteLinks } from './site-links.js';
import type { StartupLoads } from './startup.js';
import type { LinkView, MenuView, NavView, ShellView, SocialNetworkName } from '../view-types.js';

function shownEntries(entries: readonly MenuEntry[], site: SiteCode, now: Date): MenuEntry[] {
  return entries.filter((entry) =>
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
  );
}

/** An internal link as the page is served (a menu click never costs a redirect, issue 32.9). */
type Canonical = (href: string) => string;

function links(
  entries: readonly MenuEntry[],
  site: SiteCode,
  now: Date,
  canonical: Canonical,
): LinkView[] {
  return shownEntries(entries, site, now).map((entry) => ({
    text: entry.text,
    href: canonical(entry.link),
  }));
}

/**
 * Header entries: an entry whose children have children of their own becomes a mega menu with
 * one column per child; an entry with only leaf children gets one column of them.
 */
function navOf(
  entries: readonly MenuEntry[],
  site: SiteCode,
  now: Date,
  canonical: Canonical,
): NavView[] {
  return shownEntries(entries, site, now).map((entry) => {
    const children = shownEntries(entry.children, site, now);
    const nested = children.some((child) => child.children.length > 0);
    const columns: MenuView[] = nested
      ? children.map((child) => ({
          title: child.text,
          items: links(child.children, site, now, canonical),
        }))
      : children.length > 0
        ? [{ title: entry.text, items: links(children, site, now, canonical) }]
        : [];
    return { text: entry.text, href: canonical(entry.link), columns };
  });
}

const SOCIAL_NETWORKS: readonly SocialNetworkName[] = [
  'instagram',
  'facebook',
  'tiktok',
  'youtube',
  'x',
  'pinterest',
];

function socialOf(settings: StartupLoads['settings']): ShellView['social'] {
  return [...settings.socialMedia]
    .sort((a, b) => a.order - b.order)
    .flatMap((entry) => {
      const network = (entry.icon ?? entry.name).toLowerCase() as SocialNetworkName;
      return SOCIAL_NETWORKS.includes(network)
        ? [{ network, href: entry.url, label: entry.name }]
        : [];
    });
}

/** Route names (core-catalogue's) whose header type for desktop is transparent. */
const HEADER_TYPE_ROUTES: Record<string, string> = { home: 'home', landing: 'landing' };

/**
 * Routes whose header type is transparent on one device (docs/product/shell.md §1.6: a desktop and
 * a mobile value, the device's is chosen). Both lists go to the page, where CSS picks by viewport.
 */
function transparentRoutes(
  headerTypes: SiteSettings['headerTypes'],
  device: 'desktop' | 'mobile',
): string[] {
  return Object.keys(headerTypes)
    .filter(
      (page) =>
        HEADER_TYPE_ROUTES[page] && headerTypeFor(headerTypes, page, device) === 'transparent',
    )
    .map((page) => HEADER_TYPE_ROUTES[page] ?? page);
}

export { brandOf } from '../brand.js';

/**
 * The layout's view of the start-up loads: only what the header, footer, modals and widgets
 * draw, since it is serialised into every page (all but its labels).
 */
export function shellView(startup: StartupLoads, platform: PlatformContext, now: Date): ShellView {
  const { site, settings, common, labels } = startup;
  const info = siteInfo(site);
  const vertical = info.vertical;
  const { canonical } = siteLinks(site, common);
  const menus: MenuView[] = common.header.menus.map((menu) => ({
    title: menu.title,
    items: links(menu.items, site, now, canonical),
  }));
  const view: ShellView = {
    site,
    locale: info.locale,
    currency: startup.currencyCode,
    rtl: info.rtl,
    brand: brandOf(vertical),
    vertical,
    logo: common.header.logo,
    topBar: common.header.topBar
      ? {
          text: common.header.topBar.text,
          href: canonical(common.header.topBar.link ?? `/${site}/`),
        }
      : null,
    menus,
    nav: navOf(common.header.menus[0]?.items ?? [], site, now, canonical),
    footerColumns: common.footer.columns.map((column) => ({
      title: column.title,
      items: links(column.items, site, now, canonical),
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
    social: socialOf(settings),
    countrySites: countryChoices(startup.countries, site),
    hasMultipleCountries: settings.hasMultipleCountries,
    cookieCategories: startup.cookieCategories.map((category) => ({
      id: category.id,
      label: category.title,
      description: category.description,
      required: category.mandatory || category.id === 'functional',
    })),
    transparentHeaderOn: {
      desktop: transparentRoutes(settings.headerTypes, 'desktop'),
      mobile: transparentRoutes(settings.headerTypes, 'mobile'),
    },
    liveShopping: startup.liveShopping,
    hasWishlist: settings.hasWishlist,
    labels,
    labelsUrl: labelsAssetPath(site, labels),
    hasEcommerce: settings.hasEcommerce,
    expressPaymentMethods: settings.expressCheckoutPaymentMethods.map(({ code, order }) => ({
      code,
      order,
    })),
    newsletterPopup: {
      enabled: settings.hasNewsletterPopup,
      delaySeconds: settings.timeToShowNewsletter,
    },
    downloadAppImages: settings.downloadAppModalImages,
    chatEnabledWeb: settings.chatEnabledWeb,
    messagingEnabled: settings.messagingEnabled,
    platform: platform.platform,
    kiosk: platform.kiosk,
    corporate: platform.corporate,
  };
  return withLabelsOnTheServer(view);
}

/**
 * The view with its labels readable on the server but left out of the serialised page
 * context (Vike serialises own enumerable properties only): the browser loads them from
 * `labelsUrl`. A page that must work offline carries them again (`withLabelsInThePage`).
 */
function withLabelsOnTheServer(view: ShellView): ShellView {
  Object.defineProperty(view, 'labels', { value: view.labels, enumerable: false, writable: true });
  return view;
}

/**
 * The view naming the back-end's OCC dialect for the browser's clients (ADR 0035), its labels
 * kept on the server only as before (a spread would drop them: they are not enumerable).
 */
export function withCommerceDialect(view: ShellView, dialect: CommerceDialect): ShellView {
  return withLabelsOnTheServer({ ...view, labels: view.labels, commerceDialect: dialect });
}

/**
 * The view of a visitor who has not decided on cookies yet: the notice is drawn by the server
 * (ADR 0061), its labels kept on the server as in withCommerceDialect.
 */
export function withCookieNoticeAsked(view: ShellView): ShellView {
  return withLabelsOnTheServer({ ...view, labels: view.labels, cookieNoticeAsked: true });
}

/** The view with its labels serialised into the page (the offline pages: no labels file). */
export function withLabelsInThePage(view: ShellView): ShellView {
  return { ...view, labels: view.labels, labelsUrl: null };
}
