import { Button, TextField } from '@atelier/ui';
import { useEffect, useId, useRef, useState } from 'react';
import type {
  PickupStore,
  ShipFromStore,
  ShipFromStoreCheck,
} from '../browser/checkout-session.js';
import { shippingLabels } from '../../bag/index.js';
import styles from './checkout.module.css';

type Status = 'idle' | 'checking' | 'available' | 'unavailable';

/**
 * The shipping step's ship-from-store screen (docs/product/shipping.md §8, §8.2;
 * docs/product/checkout.md §10.3): with same-day delivery chosen, the order leaves from a store
 * that serves the postal code. The shopper checks the postal code (it becomes the bag's same-day
 * postal code) and sees the stores that ship it, or that none can; the heading is the content
 * system's `ship_from_store` item. When the method is no longer available on continuing,
 * core-checkout's fallback picks another method and says so (the shipFromStoreNotAvailable modal).
 */
export function ShipFromStorePanel({
  title,
  labels,
  shipFromStore,
  addressPostalCode,
}: {
  title: string;
  labels: Record<string, string>;
  shipFromStore: ShipFromStore;
  /** The delivery address's postal code: the one to check when the bag has none yet. */
  addressPostalCode: string;
}) {
  // The bag page's same-day texts (translated): the same check, the same answers.
  const {
    postalCode: postalCodeLabel = '',
    check: checkLabel = '',
    ...said
  } = shippingLabels(labels);
  const headingId = useId();
  // Until the shopper types here, the field follows the bag's code, else the address's.
  const [typed, setTyped] = useState<string | null>(shipFromStore.postalCode);
  const [status, setStatus] = useState<Status>('idle');
  const [stores, setStores] = useState<PickupStore[]>([]);
  const asked = useRef(0);
  const check = (code: string) => {
    const trimmed = code.trim();
    if (trimmed === '') return;
    const ask = ++asked.current;
    setStatus('checking');
    shipFromStore.check(trimmed).then(
      (result: ShipFromStoreCheck) => {
        if (ask !== asked.current) return;
        setStores(result.stores);
        setStatus(result.available ? 'available' : 'unavailable');
      },
      () => ask === asked.current && setStatus('unavailable'),
    );
  };
  // The bag's same-day postal code was checked already on the bag page: show its stores.
  const initial = useRef(shipFromStore.postalCode);
  useEffect(() => {
    if (initial.current) check(initial.current);
  }, []);
  const suggested = typed ?? addressPostalCode;

  return (
    <section
      className={styles.shipFromStore}
      aria-labelledby={headingId}
      data-testid="ship-from-store"
    >
      <h2 id={headingId} className={styles.subtitle}>
        {title}
      </h2>
      <form
        className={styles.shipFromStoreCheck}
        onSubmit={(event) => {
          event.preventDefault();
          check(suggested);
        }}
      >
        <TextField
          name="sddPostalCode"
          label={postalCodeLabel}
          value={suggested}
          onChange={setTyped}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <Button
          type="submit"
          variant="secondary"
          isPending={status === 'checking'}
          isDisabled={suggested.trim() === ''}
          data-testid="ship-from-store-check"
        >
          {checkLabel}
        </Button>
      </form>
      <div aria-live="polite">
        {status === 'available' && (
          <p className={styles.note} data-testid="ship-from-store-status" data-status="available">
            {said.available}
          </p>
        )}
        {status === 'available' && stores.length > 0 && (
          <ul className={styles.shipFromStoreList} data-testid="ship-from-store-stores">
            {stores.map((store) => (
              <li key={store.id}>
                <strong>{store.name}</strong>
                <span className={styles.note}>{store.address}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {status === 'unavailable' && (
        <p
          className={styles.alert}
          role="alert"
          data-testid="ship-from-store-status"
          data-status="unavailable"
        >
          {said.unavailable}
        </p>
      )}
    </section>
  );
}
