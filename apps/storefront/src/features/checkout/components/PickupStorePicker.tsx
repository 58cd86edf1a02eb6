import { useEffect, useState } from 'react';
import type { PickupStore, PickupStores } from '../browser/checkout-session.js';
import { checkoutText } from './checkout-labels.js';
import styles from './checkout.module.css';

/**
 * The store a pickup method collects in (spec 2, 4.7 and 4.8): the site's stores as a radio
 * group; the shipping step puts the chosen one on the bag before its submission.
 */
export function PickupStorePicker({
  stores,
  labels,
  value,
  onChange,
  error,
}: {
  stores: PickupStores;
  labels: Record<string, string>;
  value: PickupStore | null;
  onChange: (store: PickupStore) => void;
  error: string | null;
}) {
  const [list, setList] = useState<PickupStore[] | null>(null);
  useEffect(() => {
    let live = true;
    stores.list().then(
      (found) => live && setList(found),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, [stores]);
  return (
    <fieldset
      className={styles.stores}
      data-testid="pickup-stores"
      aria-describedby={error ? 'pickup-store-error' : undefined}
    >
      <legend>{checkoutText(labels, 'pickupStoreTitle')}</legend>
      {list === null && <p className={styles.note}>{checkoutText(labels, 'loading')}</p>}
      {list?.length === 0 && (
        <p className={styles.note}>{checkoutText(labels, 'noPickupStores')}</p>
      )}
      {list?.map((store) => (
        <label key={store.id} className={styles.store}>
          <input
            type="radio"
            name="pickupStore"
            value={store.id}
            checked={value?.id === store.id}
            onChange={() => onChange(store)}
          />
          <span>
            <strong>{store.name}</strong>
            <span className={styles.note}>{store.address}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id="pickup-store-error" className={styles.alert} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
