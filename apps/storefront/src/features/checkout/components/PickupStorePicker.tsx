import { Button } from '@atelier/ui';
import { useRead } from '../../../shell/browser/read/index.js';
import type { PickupStore, PickupStores } from '../browser/checkout-session.js';
import { checkoutText } from './checkout-labels.js';
import styles from './checkout.module.css';

/**
 * The store a pickup method collects in (docs/product/shipping.md §8.3;
 * docs/product/checkout.md §3): the site's stores as a radio group; the shipping step puts the
 * chosen one on the bag before its submission.
 */
export function PickupStorePicker({
  cartId,
  stores,
  labels,
  value,
  onChange,
  error,
}: {
  /** The bag being collected (the stores are read once per bag). */
  cartId: string;
  stores: PickupStores;
  labels: Record<string, string>;
  value: PickupStore | null;
  onChange: (store: PickupStore) => void;
  error: string | null;
}) {
  const read = useRead(['checkout', 'pickup-stores', cartId], () => stores.list());
  const list = read.status === 'success' ? read.data : null;
  return (
    <fieldset
      className={styles.stores}
      data-testid="pickup-stores"
      aria-describedby={error ? 'pickup-store-error' : undefined}
    >
      <legend>{checkoutText(labels, 'pickupStoreTitle')}</legend>
      {read.status === 'loading' && (
        <p className={styles.note}>{checkoutText(labels, 'loading')}</p>
      )}
      {read.status === 'error' && (
        <div role="alert" className={styles.alert} data-testid="pickup-stores-error">
          <p>{checkoutText(labels, 'dataErrorText')}</p>
          <Button variant="secondary" onPress={read.retry}>
            {checkoutText(labels, 'modalRetry')}
          </Button>
        </div>
      )}
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
