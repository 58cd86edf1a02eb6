import { Header as SiteHeader, type HeaderTransparency, type NavItem } from '@atelier/ui';
import { useEffect } from 'react';
import { openBag, useBag } from '../../features/bag/index.js';
import { fillLabel } from '../browser/labels.js';
import { numbersInLocale } from '../label-text.js';
import { loadWishlist, useWishlist } from '../../features/wishlist/index.js';
import type { NavView, ShellView } from '../view-types.js';
// Header.css is part of the frame stylesheet (src/shell/components/frame.css), not imported here.

function navItems(nav: readonly NavView[]): NavItem[] {
  return nav.map((entry) => ({
    id: entry.href,
    label: entry.text,
    href: entry.href,
    ...(entry.columns.length > 0
      ? {
          columns: entry.columns.map((column) => ({
            title: column.title,
            links: column.items.map((item) => ({ label: item.text, href: item.href })),
          })),
        }
      : {}),
  }));
}

/**
 * The site header (ui Header) over the CMS menus; the bag and wishlist counts are read in the
 * browser so the cached HTML stays shared, and `data-ready` tells tests (and nothing else)
 * they have been read.
 */
export function Header({
  shell,
  transparent,
}: {
  shell: ShellView;
  transparent: HeaderTransparency | false;
}) {
  const bag = useBag();
  const wishlist = useWishlist();
  const { site, labels, hasWishlist } = shell;
  useEffect(() => {
    if (hasWishlist) loadWishlist(site);
  }, [site, hasWishlist]);
  return (
    <>
      {shell.topBar && (
        <div className="sf-topbar">
          <a href={shell.topBar.href}>{shell.topBar.text}</a>
        </div>
      )}
      {/* The positioning context of a transparent header: it lies over the hero, under the top bar. */}
      <div className="sf-header-slot">
        <SiteHeader
          brandName={shell.brand}
          homeHref={`/${site}/`}
          items={navItems(shell.nav)}
          bagCount={bag.count ?? 0}
          bagCountReady={!shell.hasEcommerce || bag.count !== null}
          onOpenBag={openBag}
          searchHref={`/${site}/embedsearch/`}
          accountHref={`/${site}/my-account/`}
          {...(hasWishlist
            ? {
                wishlistHref: `/${site}/wishlist/`,
                wishlistCount: wishlist.ids?.length ?? 0,
                wishlistCountReady: wishlist.ids !== null,
              }
            : {})}
          transparent={transparent}
          // Heroes show jewellery on a light neutral ground (docs/design.md §1): dark ink stays
          // legible.
          heroTone="light"
          labels={{
            menu: fillLabel(labels, 'menu'),
            mainNavigation: fillLabel(labels, 'mainNavigation'),
            search: fillLabel(labels, 'search'),
            account: fillLabel(labels, 'account'),
            wishlist: fillLabel(labels, 'wishlist'),
            wishlistWithCount: (count) =>
              fillLabel(labels, 'wishlistWithCount', numbersInLocale({ count }, shell.locale)),
            bag: (count) =>
              fillLabel(labels, 'bagWithCount', numbersInLocale({ count }, shell.locale)),
            seeAll: fillLabel(labels, 'seeAll'),
            close: fillLabel(labels, 'close'),
          }}
        />
      </div>
    </>
  );
}
