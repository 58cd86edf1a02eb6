import { LocateFixed } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
import { StoreCard, type StoreCardProps, type StoreView } from '../StoreCard/StoreCard.js';
import { TextField } from '../TextField/TextField.js';
import styles from './StoreFinder.module.css';

export interface StoreFinderProps {
  query: string;
  onQueryChange: (query: string) => void;
  onSearch: (query: string, country?: string) => void;
  /** Geolocation is the app's job; the button only asks for it. */
  onUseLocation?: () => void;
  /** Countries with stores; with them the search has a country select. */
  countries?: readonly { code: string; name: string }[];
  country?: string;
  onCountryChange?: (country: string) => void;
  /**
   * Where the form goes without script (a GET with `q` and `country`): the finder still
   * searches before hydration or when the script failed.
   */
  action?: string;
  stores: readonly StoreView[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** The map beside the list: an enhancement, after the list in reading order. */
  map?: ReactNode;
  /** A directions link per store (coordinates), when the app has them. */
  directionsHref?: (store: StoreView) => string | undefined;
  isLoading?: boolean;
  labels?: {
    search?: string;
    submit?: string;
    useLocation?: string;
    country?: string;
    results?: (n: number) => string;
    empty?: string;
    card?: StoreCardProps['labels'];
  };
}

/** Store search (text and country, or the shopper's location), the list of results and a map. */
export function StoreFinder({
  query,
  onQueryChange,
  onSearch,
  onUseLocation,
  countries = [],
  country,
  onCountryChange,
  action,
  stores,
  selectedId = null,
  onSelect,
  map,
  directionsHref,
  isLoading = false,
  labels = {},
}: StoreFinderProps) {
  const countryId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query.trim(), country);
  };
  return (
    <section
      className={styles.finder}
      aria-busy={isLoading || undefined}
      aria-label={labels.search ?? 'Find a store'}
    >
      <form className={styles.search} onSubmit={submit} role="search" action={action} method="get">
        <TextField
          label={labels.search ?? 'City or postal code'}
          type="search"
          name="q"
          value={query}
          onChange={onQueryChange}
          autoComplete="postal-code"
          data-testid="store-search"
        />
        {countries.length > 0 && (
          <div className={styles.country}>
            <label htmlFor={countryId}>{labels.country ?? 'Country'}</label>
            <select
              id={countryId}
              name="country"
              value={country}
              onChange={(event) => onCountryChange?.(event.currentTarget.value)}
              data-testid="store-country"
            >
              {countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        )}
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
      <p className={styles.status} role="status" data-testid="store-results">
        {isLoading
          ? ''
          : stores.length === 0
            ? (labels.empty ?? 'No stores found near you.')
            : (labels.results ?? ((n) => `${n} stores`))(stores.length)}
      </p>
      <div className={map ? styles.withMap : undefined}>
        {isLoading ? (
          <div className={styles.list}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} blockSize="8rem" />
            ))}
          </div>
        ) : (
          <ul className={styles.list} data-testid="store-list">
            {stores.map((store) => {
              const directions = directionsHref?.(store);
              return (
                <li key={store.id} data-testid="store-item">
                  <StoreCard
                    store={store}
                    isSelected={store.id === selectedId}
                    {...(onSelect ? { onSelect } : {})}
                    {...(directions ? { directionsHref: directions } : {})}
                    {...(labels.card ? { labels: labels.card } : {})}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {map && <div className={styles.map}>{map}</div>}
      </div>
    </section>
  );
}
