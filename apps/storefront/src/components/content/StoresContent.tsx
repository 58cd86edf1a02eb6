import { StoreCard } from '@atelier/ui';
import { labelText } from '../label-text.js';
import type { ContentProps } from './content-props.js';

/** The store finder's list, or one store's card with the way back to the list. */
export function StoresContent({ data, labels }: ContentProps) {
  const card = { call: labelText(labels, 'call', 'Call') };
  return (
    <div className="sf-stores">
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
