import { Button, TextField } from '@atelier/ui';
import { useId, useState, type FormEvent } from 'react';
import { formErrorEvent } from '../../../shell/browser/analytics/analytics-events.js';
import { looksLikeEmail } from '../../../shell/browser/email-shape.js';
import { fillLabel } from '../../../shell/browser/labels.js';
import { subscribeToLiveShopping } from '../../../shell/browser/live-shopping.js';
import { queueTracking } from '../../../shell/browser/tracking-queue.js';
import styles from './live-shopping.module.css';

/**
 * "Tell me before the next live shopping": the address only (docs/product/shell.md §4.4). The
 * subscribed flag is undefined, then true or false; a failure keeps the address and says so.
 */
export function LiveShoppingSubscribe({
  site,
  labels,
}: {
  site: string;
  labels: Readonly<Record<string, string>>;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [subscribed, setSubscribed] = useState<boolean | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const label = (key: string) => fillLabel(labels, key);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      void queueTracking(
        formErrorEvent(site, 'live_shopping', address ? 'email' : 'required', 'email'),
      );
      return setInvalid(true);
    }
    setPending(true);
    setSubscribed(await subscribeToLiveShopping(site, address));
    setPending(false);
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{label('liveShoppingSubscribeTitle')}</h2>
      {subscribed === true ? (
        <p role="status" data-testid="live-shopping-subscribed">
          {label('liveShoppingSubscribed')}
        </p>
      ) : (
        <form
          className={styles.form}
          onSubmit={(e) => void submit(e)}
          noValidate
          data-testid="live-shopping-form"
        >
          <TextField
            label={label('newsletterEmail')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(value) => {
              setEmail(value);
              setInvalid(false);
              setSubscribed(undefined);
            }}
            errorMessage={invalid ? label('invalidEmail') : null}
            isRequired
          />
          <Button type="submit" variant="secondary" isPending={pending}>
            {label('liveShoppingSubscribe')}
          </Button>
          {subscribed === false && (
            <p role="alert" className={styles.error} data-testid="live-shopping-error">
              {label('liveShoppingError')}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
