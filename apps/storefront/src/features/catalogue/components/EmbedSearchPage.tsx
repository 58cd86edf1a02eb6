import { Search } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { labelText } from '../../../shell/label-text.js';
import { CardGrid } from './product-cards.js';
import styles from './search.module.css';
import type { EmbedSearchData } from '../catalogue-view.js';

/**
 * The embeddable product search: a plain GET form (works without JavaScript and inside
 * other apps' web views) and the results as product cards.
 */
export function EmbedSearchPage() {
  const data = useData<EmbedSearchData>();
  const { shell } = usePageContext();
  const labels = shell?.labels ?? {};
  const searchLabel = labelText(labels, 'search', 'Search');
  return (
    <div className="sf-container">
      <h1 className="sf-h1">{searchLabel}</h1>
      <form className={styles.form} method="get" role="search">
        <label className="atelier-visually-hidden" htmlFor="embed-search-q">
          {searchLabel}
        </label>
        <input
          id="embed-search-q"
          className={styles.input}
          type="search"
          name="q"
          defaultValue={data.query}
          data-testid="search-input"
        />
        <button className={styles.submit} type="submit" aria-label={searchLabel}>
          <Search size={18} aria-hidden="true" />
        </button>
      </form>
      {data.query && (
        <>
          <p className={styles.count} data-testid="search-count" aria-live="polite">
            {data.total} {labelText(labels, 'products', 'products')}
          </p>
          {data.cards.length > 0 ? (
            <CardGrid cards={data.cards} label={`${searchLabel}: ${data.query}`} eager={4} />
          ) : (
            <p>{labelText(labels, 'noProducts', 'No products found')}</p>
          )}
        </>
      )}
    </div>
  );
}
