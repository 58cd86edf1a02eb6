import { clsx } from 'clsx';
import { Button } from '../Button/Button.js';
import styles from './StoreCard.module.css';

export interface StoreView {
  id: string;
  name: string;
  href: string;
  address: readonly string[];
  phone?: string;
  /** e.g. "Open today 10:00-21:00". */
  hours?: string;
  isOpen?: boolean;
  /** Already formatted, e.g. "1.2 km". */
  distance?: string;
  services?: readonly string[];
}

export interface StoreCardProps {
  store: StoreView;
  isSelected?: boolean;
  onSelect?: (id: string) => void;
  directionsHref?: string;
  labels?: { select?: string; selected?: string; directions?: string; call?: string };
}

/** A store: address, hours, distance, services, and the actions a shopper needs. */
export function StoreCard({
  store,
  isSelected = false,
  onSelect,
  directionsHref,
  labels = {},
}: StoreCardProps) {
  return (
    <article
      className={clsx(styles.card, isSelected && styles.selected)}
      aria-labelledby={`store-${store.id}`}
    >
      <div className={styles.header}>
        <h3 className={styles.name} id={`store-${store.id}`}>
          <a href={store.href}>{store.name}</a>
        </h3>
        {store.distance && <span className={styles.distance}>{store.distance}</span>}
      </div>
      <address className={styles.address}>
        {store.address.map((line) => (
          <span key={line} style={{ display: 'block' }}>
            {line}
          </span>
        ))}
      </address>
      {store.hours && (
        <p className={clsx(styles.hours, store.isOpen && styles.open)}>{store.hours}</p>
      )}
      {store.services && store.services.length > 0 && (
        <ul className={styles.services}>
          {store.services.map((service) => (
            <li key={service} className={styles.service}>
              {service}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        {store.phone && (
          <a href={`tel:${store.phone.replace(/\s/g, '')}`}>
            {labels.call ?? 'Call'} <bdi>{store.phone}</bdi>
          </a>
        )}
        {directionsHref && (
          <a href={directionsHref} rel="noopener noreferrer">
            {labels.directions ?? 'Directions'}
          </a>
        )}
        {onSelect && (
          <Button
            variant={isSelected ? 'primary' : 'secondary'}
            onPress={() => onSelect(store.id)}
            aria-pressed={isSelected}
          >
            {isSelected
              ? (labels.selected ?? 'Selected store')
              : (labels.select ?? 'Choose this store')}
          </Button>
        )}
      </div>
    </article>
  );
}
