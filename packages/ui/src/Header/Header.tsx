import { clsx } from 'clsx';
import { ChevronDown, ChevronRight, Heart, Menu, Search, ShoppingBag, User } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { useNumbers } from '../UiTextsProvider/UiTextsProvider.js';
import type { ImageSource, LinkItem } from '../types.js';
import styles from './Header.module.css';

// The mobile menu's drawer (react-aria's overlay stack) loads when the menu is first opened,
// so pages do not pay for it at first paint.
const Drawer = lazy(() => import('../Drawer/Drawer.js').then((m) => ({ default: m.Drawer })));

export interface MegaMenuColumn {
  title: string;
  links: readonly LinkItem[];
}

export interface NavItem {
  id: string;
  label: string;
  href: string;
  /** With columns the item opens a mega menu instead of navigating. */
  columns?: readonly MegaMenuColumn[];
  banner?: { image: ImageSource; title: string; href: string };
}

export interface HeaderLabels {
  menu: string;
  mainNavigation: string;
  search: string;
  account: string;
  wishlist: string;
  /** The wishlist link's accessible name with its count, e.g. "Wishlist, 2 products". */
  wishlistWithCount: (count: number) => string;
  /** The bag button's accessible name for a count, e.g. "Bag, 2 products". */
  bag: (count: number) => string;
  seeAll: string;
  close: string;
}

export const DEFAULT_HEADER_LABELS: HeaderLabels = {
  menu: 'Menu',
  mainNavigation: 'Main',
  search: 'Search',
  account: 'My account',
  wishlist: 'Wishlist',
  wishlistWithCount: (count) => `Wishlist, ${count} ${count === 1 ? 'product' : 'products'}`,
  bag: (count) => `Bag, ${count} ${count === 1 ? 'product' : 'products'}`,
  seeAll: 'See all',
  close: 'Close',
};

export interface HeaderProps {
  brandName: string;
  homeHref: string;
  logo?: ReactNode;
  items: readonly NavItem[];
  bagCount: number;
  /** False while the count is not known yet (read after hydration): `data-ready` on the count. */
  bagCountReady?: boolean;
  onOpenBag: () => void;
  onOpenSearch?: () => void;
  /** A search page to link to, instead of (or without) a search overlay. */
  searchHref?: string;
  accountHref?: string;
  wishlistHref?: string;
  /** Products in the wishlist, shown on its link (with wishlistHref); read after hydration. */
  wishlistCount?: number;
  /** False while the wishlist count is not known yet: `data-ready` on the count. */
  wishlistCountReady?: boolean;
  /**
   * Over a hero: transparent until hovered or focused (home and landing pages). `true` on every
   * screen, or per device (below 64rem is mobile) when the site sets the two apart.
   */
  transparent?: boolean | HeaderTransparency;
  /** The hero's tone under a transparent header: dark ink over light imagery, light over dark. */
  heroTone?: 'dark' | 'light';
  labels?: Partial<HeaderLabels>;
}

/** Which devices the header is transparent on; chosen in CSS, so SSR needs no device. */
export interface HeaderTransparency {
  mobile: boolean;
  desktop: boolean;
}

/** Site header: logo, main navigation with mega menus, search, account, wishlist and bag. */
export function Header({
  brandName,
  homeHref,
  logo,
  items,
  bagCount,
  bagCountReady = true,
  onOpenBag,
  onOpenSearch,
  searchHref,
  accountHref,
  wishlistHref,
  wishlistCount,
  wishlistCountReady = true,
  transparent = false,
  heroTone = 'dark',
  labels: labelOverrides,
}: HeaderProps) {
  const numbers = useNumbers();
  const labels = { ...DEFAULT_HEADER_LABELS, ...labelOverrides };
  const [openId, setOpenId] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const baseId = useId();
  const openItem = items.find((item) => item.id === openId && item.columns);
  const onMobile = typeof transparent === 'boolean' ? transparent : transparent.mobile;
  const onDesktop = typeof transparent === 'boolean' ? transparent : transparent.desktop;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openId) {
      const trigger = headerRef.current?.querySelector<HTMLElement>(
        `[aria-controls="${baseId}-mega"]`,
      );
      setOpenId(null);
      trigger?.focus();
    }
  };

  return (
    <header
      ref={headerRef}
      className={clsx(
        styles.header,
        onMobile && styles.transparentMobile,
        onDesktop && styles.transparentDesktop,
        (onMobile || onDesktop) && heroTone === 'light' && styles.overLight,
        openItem && styles.open,
      )}
      onKeyDown={closeOnEscape}
      onMouseLeave={() => setOpenId(null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
      }}
    >
      <div className={styles.bar}>
        <div className={styles.start}>
          <Button
            variant="ghost"
            iconOnly
            className={styles.menuButton}
            aria-label={labels.menu}
            onPress={() => setMenuOpen(true)}
          >
            <Menu size={22} aria-hidden="true" />
          </Button>
          {onOpenSearch ? (
            <Button variant="ghost" iconOnly aria-label={labels.search} onPress={onOpenSearch}>
              <Search size={20} aria-hidden="true" />
            </Button>
          ) : (
            searchHref && (
              <a className={styles.iconLink} href={searchHref} aria-label={labels.search}>
                <Search size={20} aria-hidden="true" />
              </a>
            )
          )}
        </div>
        <a className={styles.logo} href={homeHref} aria-label={brandName}>
          {logo ?? brandName}
        </a>
        <div className={styles.actions}>
          {accountHref && (
            <a className={styles.iconLink} href={accountHref} aria-label={labels.account}>
              <User size={20} aria-hidden="true" />
            </a>
          )}
          {wishlistHref && (
            <a
              className={clsx(styles.iconLink, styles.wishlist)}
              href={wishlistHref}
              aria-label={
                wishlistCount === undefined
                  ? labels.wishlist
                  : labels.wishlistWithCount(wishlistCount)
              }
            >
              <Heart size={20} aria-hidden="true" />
              {wishlistCount !== undefined && (
                <span
                  className={wishlistCount > 0 ? styles.count : 'atelier-visually-hidden'}
                  data-testid="wishlist-count"
                  data-ready={wishlistCountReady}
                  data-count={wishlistCount}
                  aria-hidden="true"
                >
                  {numbers.number(wishlistCount)}
                </span>
              )}
            </a>
          )}
          <Button
            variant="ghost"
            iconOnly
            className={styles.bag}
            aria-label={labels.bag(bagCount)}
            onPress={onOpenBag}
          >
            <ShoppingBag size={20} aria-hidden="true" />
            <span
              className={bagCount > 0 ? styles.count : 'atelier-visually-hidden'}
              data-testid="bag-count"
              data-ready={bagCountReady}
              data-count={bagCount}
              aria-hidden="true"
            >
              {numbers.number(bagCount)}
            </span>
          </Button>
        </div>
        <nav className={styles.nav} aria-label={labels.mainNavigation}>
          <ul className={styles.navList}>
            {items.map((item) => (
              <li key={item.id} onMouseEnter={() => setOpenId(item.columns ? item.id : null)}>
                {item.columns ? (
                  <button
                    type="button"
                    className={styles.navItem}
                    aria-expanded={openId === item.id}
                    aria-controls={openId === item.id ? `${baseId}-mega` : undefined}
                    onClick={() => setOpenId(openId === item.id ? null : item.id)}
                  >
                    {item.label}
                    <ChevronDown size={14} aria-hidden="true" />
                  </button>
                ) : (
                  <a className={styles.navItem} href={item.href}>
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {openItem?.columns && (
        <div
          className={styles.mega}
          id={`${baseId}-mega`}
          role="region"
          aria-label={openItem.label}
        >
          <div className={styles.megaInner}>
            {openItem.columns.map((column) => (
              <div key={column.title}>
                <p className={styles.columnTitle}>{column.title}</p>
                <ul className={styles.columnLinks}>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <div>
              <ul className={styles.columnLinks}>
                <li>
                  <a href={openItem.href}>
                    {labels.seeAll} {openItem.label}
                  </a>
                </li>
              </ul>
            </div>
            {openItem.banner && (
              <a className={styles.banner} href={openItem.banner.href}>
                <img
                  src={openItem.banner.image.src}
                  alt={openItem.banner.image.alt}
                  loading="lazy"
                />
                {openItem.banner.title}
              </a>
            )}
          </div>
        </div>
      )}
      {menuOpen && (
        <Suspense fallback={null}>
          <Drawer
            isOpen={menuOpen}
            onOpenChange={setMenuOpen}
            side="start"
            title={brandName}
            closeLabel={labels.close}
          >
            <nav className={styles.mobileNav} aria-label={labels.mainNavigation}>
              {accountHref && (
                <a className={styles.mobileLink} href={accountHref}>
                  {labels.account}
                </a>
              )}
              {wishlistHref && (
                <a className={styles.mobileLink} href={wishlistHref}>
                  {labels.wishlist}
                  {wishlistCount !== undefined && wishlistCount > 0 && ` (${wishlistCount})`}
                </a>
              )}
              {items.map((item) =>
                item.columns ? (
                  <details key={item.id} className={styles.mobileGroup}>
                    <summary>
                      {item.label}
                      <ChevronRight className="atelier-mirror" size={16} aria-hidden="true" />
                    </summary>
                    <ul className={styles.columnLinks}>
                      {item.columns.flatMap((column) =>
                        column.links.map((link) => (
                          <li key={link.href}>
                            <a href={link.href}>{link.label}</a>
                          </li>
                        )),
                      )}
                      <li>
                        <a href={item.href}>
                          {labels.seeAll} {item.label}
                        </a>
                      </li>
                    </ul>
                  </details>
                ) : (
                  <a key={item.id} className={styles.mobileLink} href={item.href}>
                    {item.label}
                  </a>
                ),
              )}
            </nav>
          </Drawer>
        </Suspense>
      )}
    </header>
  );
}
