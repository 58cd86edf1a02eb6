import { Button } from '@atelier/ui';
import { useId, useState, type FormEvent } from 'react';
import { signUpForBackInStock } from '../browser/back-in-stock.js';
import { looksLikeEmail } from '../../../shell/browser/email-shape.js';
import { PRIVACY_POLICY } from '../../../shell/policy-slugs.js';
import { labelText } from '../../../shell/label-text.js';
import { PolicyLink } from '../../../shell/components/policy/PolicyLink.js';
import styles from './product.module.css';
import messages from '../../../shell/components/form-messages.module.css';

type Status = 'idle' | 'sending' | 'done' | 'invalid' | 'failed';

/** Shown instead of add to bag when the product is sold out: e-mail me when it is back. */
export function BackInStockForm({
  site,
  productId,
  labels,
}: {
  site: string;
  productId: string;
  labels: Record<string, string>;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!looksLikeEmail(email.trim())) return setStatus('invalid');
    setStatus('sending');
    const ok = await signUpForBackInStock(site, email.trim(), productId);
    setStatus(ok ? 'done' : 'failed');
  }

  if (status === 'done') {
    return (
      <p className={messages.notice} role="status" data-testid="back-in-stock-done">
        {labelText(labels, 'notifyMeDone', 'We will e-mail you when it is back in stock.')}
      </p>
    );
  }
  const error =
    status === 'invalid'
      ? labelText(labels, 'invalidEmail', 'Enter a valid e-mail address')
      : status === 'failed'
        ? labelText(labels, 'retry', 'Try again')
        : null;
  return (
    <form
      className={styles.backInStock}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="back-in-stock"
    >
      <p className={styles.backInStockTitle}>
        {labelText(labels, 'backInStockTitle', 'Tell me when it is back')}
      </p>
      <label htmlFor={`${id}-email`}>{labelText(labels, 'email', 'E-mail')}</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        aria-invalid={status === 'invalid' || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      {error && (
        <p id={`${id}-error`} className={messages.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" isPending={status === 'sending'}>
        {labelText(labels, 'notifyMe', 'Notify me')}
      </Button>
      <p className={messages.policyNote}>
        <PolicyLink site={site} slug={PRIVACY_POLICY} labels={labels}>
          {labelText(labels, 'privacyPolicy', 'Privacy policy')}
        </PolicyLink>
      </p>
    </form>
  );
}
