import { usePageContext } from 'vike-react/usePageContext';
import { StoreFinder, StoreMap } from '@atelier/ui';
import { useState } from 'react';
import { navigate } from 'vike/client/router';
import type { StoreFinderData } from '../stores-view.js';
import { labelText } from '../../../shell/label-text.js';
import { storeLabels } from './store-labels.js';

/** The finder's URL for a search: the loader searches, so the result is a page like any other. */
export function finderHref(site: string, query: string, country: string): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  params.set('country', country);
  return `/${site}/stores/?${params.toString()}`;
}

/**
 * The store finder: search by text and country, the list, and the map of the shops in the
 * country's bounds. Without script the form is a GET to the same page.
 */
export function StoreFinderPage({
  data,
  site,
  labels,
}: {
  data: StoreFinderData;
  site: string;
  labels: Record<string, string>;
}) {
  const text = storeLabels(labels, usePageContext().shell?.locale ?? 'en');
  const [query, setQuery] = useState(data.query);
  const [country, setCountry] = useState(data.country);
  const points = data.stores.flatMap((store) =>
    store.coordinates ? [{ id: store.id, name: store.name, coordinates: store.coordinates }] : [],
  );
  return (
    <>
      {data.intro && <p className="sf-muted">{data.intro}</p>}
      {data.stores.length === 0 && !data.query && (
        // No shops in this country (yet): say so, and where help is.
        <p className="sf-muted" data-testid="no-stores">
          {labelText(labels, 'noStores', 'There are no stores in this country yet.')}{' '}
          <a href={`/${site}/help/contact`}>{labelText(labels, 'contactUs', 'Contact us')}</a>
        </p>
      )}
      <StoreFinder
        query={query}
        onQueryChange={setQuery}
        onSearch={(q, c) => void navigate(finderHref(site, q, c ?? country))}
        countries={data.countries}
        country={country}
        onCountryChange={setCountry}
        action={`/${site}/stores/`}
        stores={data.stores}
        directionsHref={(store) => data.stores.find((s) => s.id === store.id)?.directionsHref}
        map={
          points.length > 0 || data.bounds ? (
            <StoreMap
              points={points}
              bounds={data.bounds}
              label={text.map(points.length, data.countryName)}
            />
          ) : undefined
        }
        labels={{
          search: text.search,
          submit: text.submit,
          country: text.country,
          results: text.results,
          empty: text.empty,
          card: text.card,
        }}
      />
    </>
  );
}
