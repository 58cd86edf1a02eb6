import type { Money } from '@atelier/core-catalogue';
import { formatMoney } from '../format/money.js';
import type { ImageSource } from '../types.js';
import styles from './OrderCard.module.css';

export interface OrderCardProps {
  code: string;
  /** ISO 8601. */
  placedAt: string;
  statusLabel: string;
  total: Money;
  locale: string;
  images: readonly ImageSource[];
  href: string;
  labels?: { order?: string; placed?: string; details?: string; total?: string };
}

/** One order in the account's list: code, date, status, pieces and total. */
export function OrderCard({
  code,
  placedAt,
  statusLabel,
  total,
  locale,
  images,
  href,
  labels = {},
}: OrderCardProps) {
  const date = new Date(placedAt);
  const placed = Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  return (
    <article className={styles.card} aria-labelledby={`order-${code}`}>
      <div className={styles.header}>
        <div>
          <h3 className={styles.code} id={`order-${code}`}>
            {labels.order ?? 'Order'}{' '}
            <bdi data-testid="order-code" translate="no">
              {code}
            </bdi>
          </h3>
          {placed && (
            <span className={styles.meta}>
              {labels.placed ?? 'Placed on'}{' '}
              <time dateTime={placedAt} dir="auto">
                {placed}
              </time>
            </span>
          )}
        </div>
        <span className={styles.status}>{statusLabel}</span>
      </div>
      <ul className={styles.thumbs}>
        {images.slice(0, 4).map((image, i) => (
          <li key={`${image.src}-${i}`}>
            <img src={image.src} alt={image.alt} width={56} height={70} loading="lazy" />
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <span>
          {labels.total ?? 'Total'}: {formatMoney(total, locale)}
        </span>
        <a className={styles.link} href={href}>
          {labels.details ?? 'View details'}
          <span className="atelier-visually-hidden">
            {' '}
            <bdi translate="no">{code}</bdi>
          </span>
        </a>
      </div>
    </article>
  );
}
