import type { Shop } from '@atelier/adapters-commerce';
import type { SiteCode } from '@atelier/core-catalogue';
import { Button, Modal, TextField } from '@atelier/ui';
import { useId, useState, type FormEvent } from 'react';
import { useRead } from '../../../shell/browser/read/index.js';
import {
  bookInStore,
  bookingErrors,
  bookingFailure,
  storesWithStock,
  type BookingField,
} from '../browser/store-booking.js';
import { PRIVACY_POLICY } from '../../../shell/policy-slugs.js';
import messages from '../../../shell/components/form-messages.module.css';
import { PolicyLink } from '../../../shell/components/policy/PolicyLink.js';
import { bookingLabels } from './booking-labels.js';

export interface BookInStoreDialogProps {
  site: SiteCode;
  productId: string;
  sizes: readonly { code: string; name: string }[];
  labels: Record<string, string>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Book a product in a store (docs/product/stores.md §4): pick a store with stock, give a name,
 * e-mail and phone, accept the privacy policy; the booking goes through the commerce proxy. A
 * refusal on `pointOfServiceCode` says the store has no stock.
 */
export default function BookInStoreDialog({
  site,
  productId,
  sizes,
  labels,
  isOpen,
  onOpenChange,
}: BookInStoreDialogProps) {
  const text = bookingLabels(labels);
  const id = useId();
  const [size, setSize] = useState(sizes.length === 0 ? productId : '');
  const read = useRead(size ? ['stores', site, 'with-stock', size] : null, () =>
    storesWithStock(site, size),
  );
  const shops: Shop[] | null = read.status === 'success' ? read.data : null;
  const [storeId, setStoreId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  // After a first try, the errors follow what the shopper fixes (none left standing once fixed).
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<'noStock' | 'failed' | null>(null);
  const [booked, setBooked] = useState<{ store: string; code: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { name, email, phone, consent, storeId };
    const errors = bookingErrors(input);
    setAttempted(true);
    setFailure(null);
    if (errors.length > 0 || !storeId || !size) return;
    setSending(true);
    try {
      const code = await bookInStore(site, size, { ...input, storeId });
      const shop = shops?.find((s) => s.id === storeId);
      setBooked({ store: shop?.name ?? storeId, code });
    } catch (error) {
      setFailure(bookingFailure(error));
    } finally {
      setSending(false);
    }
  }

  const shown: BookingField[] = attempted
    ? bookingErrors({ name, email, phone, consent, storeId })
    : [];
  const error = (field: BookingField) => (shown.includes(field) ? text.errors[field] : null);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={text.title}
      closeLabel={text.close}
      size="md"
    >
      {booked ? (
        <p className={messages.notice} role="status" data-testid="booking-done">
          {text.done(booked.store, booked.code)}
        </p>
      ) : (
        <form
          className="sf-booking"
          onSubmit={(event) => void submit(event)}
          noValidate
          data-testid="booking-form"
        >
          <p className="sf-muted">{text.intro}</p>
          {sizes.length > 0 && (
            <div className="sf-booking__field">
              <label htmlFor={`${id}-size`}>{text.size}</label>
              <select
                id={`${id}-size`}
                value={size}
                onChange={(event) => {
                  // Another size has other stores with stock: the choice starts again.
                  setSize(event.currentTarget.value);
                  setStoreId(null);
                }}
              >
                <option value="">{text.chooseSize}</option>
                {sizes.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {size && (
            <fieldset
              className="sf-booking__stores"
              aria-describedby={error('storeId') ? `${id}-store-error` : undefined}
            >
              <legend>{text.stores}</legend>
              {read.status === 'loading' && <p role="status">{text.loading}</p>}
              {read.status === 'error' && (
                <div role="alert">
                  <p>{text.failed}</p>
                  <Button variant="secondary" onPress={read.retry}>
                    {text.retry}
                  </Button>
                </div>
              )}
              {shops?.length === 0 && (
                <p role="status" data-testid="booking-no-stores">
                  {text.none}
                </p>
              )}
              {shops?.map((shop) => (
                <label key={shop.id} className="sf-booking__store" data-testid="booking-store">
                  <input
                    type="radio"
                    name="store"
                    value={shop.id}
                    checked={storeId === shop.id}
                    onChange={() => setStoreId(shop.id)}
                  />
                  <span>
                    <strong>{shop.name}</strong>
                    <span className="sf-muted">
                      {[shop.address, shop.postalCode].filter(Boolean).join(', ')}
                    </span>
                  </span>
                </label>
              ))}
              {error('storeId') && (
                <p id={`${id}-store-error`} className={messages.error}>
                  {error('storeId')}
                </p>
              )}
            </fieldset>
          )}
          <TextField
            label={text.name}
            value={name}
            onChange={setName}
            autoComplete="name"
            isRequired
            errorMessage={error('name')}
            data-testid="booking-name"
          />
          <TextField
            label={text.email}
            type="email"
            value={email}
            onChange={setEmail}
            autoComplete="email"
            isRequired
            errorMessage={error('email')}
            data-testid="booking-email"
          />
          <TextField
            label={text.phone}
            type="tel"
            value={phone}
            onChange={setPhone}
            autoComplete="tel"
            isRequired
            errorMessage={error('phone')}
            data-testid="booking-phone"
          />
          <div className="sf-booking__consent">
            <input
              id={`${id}-consent`}
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.currentTarget.checked)}
              aria-invalid={error('consent') ? true : undefined}
              aria-describedby={error('consent') ? `${id}-consent-error` : undefined}
              data-testid="booking-consent"
            />
            <label htmlFor={`${id}-consent`}>{text.consent}</label>{' '}
            <PolicyLink site={site} slug={PRIVACY_POLICY} labels={labels}>
              {text.privacy}
            </PolicyLink>
            {error('consent') && (
              <p id={`${id}-consent-error`} className={messages.error}>
                {error('consent')}
              </p>
            )}
          </div>
          {shown.length > 0 && (
            <p className={messages.error} role="alert" data-testid="booking-invalid">
              {shown.map((field) => text.errors[field]).join('. ')}
            </p>
          )}
          {failure && (
            <p className={messages.error} role="alert" data-testid="booking-error">
              {failure === 'noStock' ? text.noStock : text.failed}
            </p>
          )}
          <Button type="submit" isPending={sending} data-testid="booking-submit">
            {text.submit}
          </Button>
        </form>
      )}
    </Modal>
  );
}
