import { ChevronRight } from 'lucide-react';
import styles from './Breadcrumbs.module.css';

export interface BreadcrumbItem {
  id: string;
  label: string;
  /** Without href (or disabled) the crumb is plain text, like the material prefix. */
  href?: string;
  disabled?: boolean;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  label?: string;
}

/**
 * The trail to the current page; the last crumb is the current page. Plain links in an
 * ordered list: it needs no react-aria collection, which keeps it out of the first load
 * of every catalogue page.
 */
export function Breadcrumbs({ items, label = 'Breadcrumb' }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.breadcrumbs}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.id} className={styles.item}>
              {item.href && !item.disabled && !last ? (
                <a className={styles.link} href={item.href}>
                  {item.label}
                </a>
              ) : (
                // Not a link: the current page, or a crumb with nowhere to go (no tab stop).
                <span className={styles.text} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
              {!last && <ChevronRight className="atelier-mirror" size={12} aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
