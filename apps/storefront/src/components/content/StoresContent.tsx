import { StoreCard } from '@atelier/ui';
import { usePageContext } from 'vike-react/usePageContext';
import { labelText } from '../label-text.js';
import type { ContentProps } from './content-props.js';

/** The store finder's list, or one store's card with the way back to the list. */
export function StoresContent({ data, labels }: ContentProps) {
  const { shell } = usePageContext();
  const card = { call: labelText(labels, 'call', 'Call') };
  return (
    <div className="sf-stores">
      {data.stores.length === 0 && (
        // No shops in this country (or the back-end is away): say so, and where help is.
        <p className="sf-muted" data-testid="no-stores">
          {labelText(labels, 'noStores', 'There are no stores in this country yet.')}{' '}
          <a href={`/${shell?.site ?? ''}/help/contact`}>
            {labelText(labels, 'contactUs', 'Contact us')}
          </a>
        </p>
      )}
      {data.stores.length > 0 && (
        <ul className="sf-store-list">
          {data.stores.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} labels={card} />
            </li>
          ))}
        </ul>
      )}
      {data.links.map((link) => (
        <p key={link.href}>
          <a href={link.href}>{link.text}</a>
        </p>
      ))}
    </div>
  );
}
