import { useEffect } from 'react';
import { loadBag, useBag } from '../client/bag-store.js';

/** The header's bag link; the count is read in the browser so cached HTML stays shared. */
export function BagCount({ site, label }: { site: string; label: string }) {
  const bag = useBag();
  useEffect(() => {
    void loadBag(site);
  }, [site]);
  return (
    <a className="sf-bag" href={`/${site}/cart/`} aria-label={`${label} (${bag.count ?? 0})`}>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M5 8h14l-1 12H6L5 8Z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
      <span className="sf-bag-count" data-testid="bag-count" data-ready={bag.count !== null}>
        {bag.count ?? 0}
      </span>
    </a>
  );
}
