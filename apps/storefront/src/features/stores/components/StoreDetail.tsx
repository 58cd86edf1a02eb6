import { usePageContext } from 'vike-react/usePageContext';
import { StoreMap } from '@atelier/ui';
import type { StoreDetailView } from '../stores-view.js';
import { storeLabels } from './store-labels.js';

/** One store: address, hours, phone and e-mail, directions to its coordinates, services. */
export function StoreDetail({
  store,
  labels,
}: {
  store: StoreDetailView;
  labels: Record<string, string>;
}) {
  const text = storeLabels(labels, usePageContext().shell?.locale ?? 'en');
  return (
    <div className="sf-store" data-testid="store-detail" data-store-id={store.id}>
      <div className="sf-store__info">
        <section aria-labelledby="store-address">
          <h2 id="store-address" className="sf-store__h2">
            {text.contact}
          </h2>
          <address className="sf-store__address">
            {store.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            {store.countryName && <span>{store.countryName}</span>}
          </address>
          <ul className="sf-store__actions">
            {store.phone && (
              <li>
                <a href={`tel:${store.phone.replace(/\s/g, '')}`}>
                  {text.card.call} <bdi>{store.phone}</bdi>
                </a>
              </li>
            )}
            {store.email && (
              <li>
                <a href={`mailto:${store.email}`}>
                  <bdi>{store.email}</bdi>
                </a>
              </li>
            )}
            {store.directionsHref && (
              <li>
                <a
                  href={store.directionsHref}
                  rel="noopener noreferrer"
                  data-testid="store-directions"
                >
                  {text.card.directions}
                </a>
              </li>
            )}
          </ul>
        </section>
        {store.days.length > 0 && (
          <section aria-labelledby="store-hours">
            <h2 id="store-hours" className="sf-store__h2">
              {text.hours}
            </h2>
            <dl className="sf-store__hours">
              {store.days.map((day) => (
                <div key={day.day}>
                  <dt>{day.day}</dt>
                  <dd>
                    <bdi>{day.hours ?? text.closed}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {store.services.length > 0 && (
          <section aria-labelledby="store-services">
            <h2 id="store-services" className="sf-store__h2">
              {text.services}
            </h2>
            <ul className="sf-store__services">
              {store.services.map((key) => (
                <li key={key}>{text.service(key)}</li>
              ))}
            </ul>
          </section>
        )}
        <p>
          <a href={store.href.replace(/\/stores\/.*$/, '/stores/')}>{text.allStores}</a>
        </p>
      </div>
      {store.coordinates && (
        <StoreMap
          className="sf-store__map"
          points={[{ id: store.id, name: store.name, coordinates: store.coordinates }]}
          selectedId={store.id}
          label={text.map(1, store.countryName)}
        />
      )}
    </div>
  );
}
