import { ChevronRight } from 'lucide-react';
import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
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

/** The trail to the current page; the last crumb is the current page. */
export function Breadcrumbs({ items, label = 'Breadcrumb' }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <AriaBreadcrumbs className={styles.breadcrumbs} items={items}>
        {(item) => {
          const last = item.id === items[items.length - 1]?.id;
          return (
            <Breadcrumb className={styles.item} id={item.id}>
              {item.href && !item.disabled && !last ? (
                <Link className={styles.link} href={item.href}>
                  {item.label}
                </Link>
              ) : (
                // Not a link: the current page, or a crumb with nowhere to go (no tab stop).
                <span className={styles.text} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
              {!last && <ChevronRight className="atelier-mirror" size={12} aria-hidden="true" />}
            </Breadcrumb>
          );
        }}
      </AriaBreadcrumbs>
    </nav>
  );
}
