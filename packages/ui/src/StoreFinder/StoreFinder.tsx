import { LocateFixed } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../Button/Button.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
import { StoreCard, type StoreView } from '../StoreCard/StoreCard.js';
import { TextField } from '../TextField/TextField.js';
import styles from './StoreFinder.module.css';

export interface StoreFinderProps {
  query: string;
  onQueryChange: (query: string) => void;
  onSearch: (query: string) => void;
  /** Geolocation is the app's job; the button only asks for it. */
  onUseLocation?: () => void;
  stores: readonly StoreView[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  isLoading?: boolean;
  labels?: {
    search?: string;
    submit?: string;
    useLocation?: string;
    results?: (n: number) => string;
    empty?: string;
  };
}

/** Store search (city or postal code, or the shopper's location) and the list of results. */
export function StoreFinder({
  query,
  onQueryChange,
  onSearch,
  onUseLocation,
  stores,
  selectedId = null,
  onSelect,
  isLoading = false,
  labels = {},
}: StoreFinderProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query.trim());
  };
  return (
    <section
      className={styles.finder}
      aria-busy={isLoading || undefined}
      aria-label={labels.search ?? 'Find a store'}
    >
      <form className={styles.search} onSubmit={submit} role="search">
        <TextField
          label={labels.search ?? 'City or postal code'}
          type="search"
          value={query}
          onChange={onQueryChange}
          autoComplete="postal-code"
        />
        <Button type="submit">{labels.submit ?? 'Search'}</Button>
        {onUseLocation && (
          <Button
            variant="secondary"
            iconOnly
            aria-label={labels.useLocation ?? 'Use my location'}
            onPress={onUseLocation}
          >
            <LocateFixed size={18} aria-hidden="true" />
          </Button>
        )}
      </form>
      <p className={styles.status} role="status">
        {isLoading
          ? ''
          : stores.length === 0
            ? (labels.empty ?? 'No stores found near you.')
            : (labels.results ?? ((n) => `${n} stores`))(stores.length)}
      </p>
      {isLoading ? (
        <div className={styles.list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} blockSize="8rem" />
          ))}
        </div>
      ) : (
        <ul className={styles.list}>
          {stores.map((store) => (
            <li key={store.id}>
              <StoreCard
                store={store}
                isSelected={store.id === selectedId}
                {...(onSelect ? { onSelect } : {})}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
