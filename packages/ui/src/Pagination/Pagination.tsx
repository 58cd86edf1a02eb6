import type { MouseEvent, ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useNumbers } from '../UiTextsProvider/UiTextsProvider.js';
import { pageWindow } from './page-window.js';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  /** Real links (?page=n) so crawlers and no-JS visitors can page. */
  hrefFor: (page: number) => string;
  /** Client-side navigation; call preventDefault on the event to take over. */
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  pageLabel?: (page: number) => string;
}

/** Numbered pagination with previous and next links (chevrons mirror in RTL). */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  onNavigate,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = (n) => `Page ${n}`,
}: PaginationProps) {
  const numbers = useNumbers();
  if (totalPages <= 1) return null;
  const link = (
    target: number,
    content: ReactNode,
    extra: { label?: string; current?: boolean; rel?: 'prev' | 'next' } = {},
  ) => (
    <a
      className={styles.link}
      href={hrefFor(target)}
      rel={extra.rel}
      aria-label={extra.label}
      aria-current={extra.current ? 'page' : undefined}
      onClick={onNavigate ? (event) => onNavigate(target, event) : undefined}
    >
      {content}
    </a>
  );
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            link(
              page - 1,
              <ChevronLeft className="atelier-mirror" size={18} aria-hidden="true" />,
              { label: previousLabel, rel: 'prev' },
            )
          ) : (
            <span className={`${styles.link} ${styles.disabled}`} aria-hidden="true">
              <ChevronLeft className="atelier-mirror" size={18} />
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            ) : (
              link(n, numbers.number(n), { label: pageLabel(n), current: n === page })
            )}
          </li>
        ))}
        <li>
          {page < totalPages ? (
            link(
              page + 1,
              <ChevronRight className="atelier-mirror" size={18} aria-hidden="true" />,
              { label: nextLabel, rel: 'next' },
            )
          ) : (
            <span className={`${styles.link} ${styles.disabled}`} aria-hidden="true">
              <ChevronRight className="atelier-mirror" size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
