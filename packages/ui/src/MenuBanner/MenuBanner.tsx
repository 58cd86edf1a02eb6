import type { ImageSource } from '../types.js';
import styles from './MenuBanner.module.css';

export interface MenuBannerItem {
  id: string;
  label: string;
  href: string;
  /** Without one the item is a text chip (a landing's anchor menu, a plain category link). */
  image?: ImageSource;
}

export interface MenuBannerProps {
  label: string;
  items: readonly MenuBannerItem[];
  currentId?: string;
}

/** A scrollable row of round category shortcuts (or anchors of a landing page). */
export function MenuBanner({ label, items, currentId }: MenuBannerProps) {
  return (
    <nav className={styles.menu} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a
              className={item.image ? styles.item : styles.chip}
              href={item.href}
              aria-current={item.id === currentId ? 'page' : undefined}
            >
              {item.image && (
                <img src={item.image.src} alt="" loading="lazy" width={80} height={80} />
              )}
              <span>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
