import type { Vertical } from '@atelier/core-catalogue';
import { Button, TextField } from '@atelier/ui';
import { useState, type FormEvent } from 'react';
import { looksLikeEmail } from '../../../shell/browser/email-shape.js';
import { LoginForm } from '../../account/index.js';
import { checkoutText } from './checkout-labels.js';
import { useCheckout } from './checkout-context.js';
import styles from './checkout.module.css';

/**
 * The register step (docs/product/checkout.md §1.1; docs/product/checkout.md §2.5): a guest gives
 * the e-mail the order goes to, or signs in with the account's login form (the bag merges into the
 * account's, and the page starts the checkout again as that shopper).
 */
export function RegisterStep({
  vertical,
  initialEmail,
  busy,
  onGuest,
  onSignedIn,
}: {
  vertical: Vertical;
  initialEmail: string;
  busy: boolean;
  onGuest: (email: string) => void;
  onSignedIn: () => void;
}) {
  const { lang, labels } = useCheckout();
  const text = (key: Parameters<typeof checkoutText>[1]) => checkoutText(labels, key);
  const [email, setEmail] = useState(initialEmail);
  const [checked, setChecked] = useState(false);
  const trimmed = email.trim();
  const error = !checked
    ? null
    : trimmed === ''
      ? text('fieldRequired')
      : looksLikeEmail(trimmed)
        ? null
        : text('invalidEmail');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (busy || !looksLikeEmail(trimmed)) return;
    onGuest(trimmed);
  };
  return (
    <div className={styles.step}>
      <h1 className={styles.title}>{text('registerTitle')}</h1>
      <div className={styles.registerColumns}>
        <section className="sf-account-panel" aria-labelledby="guest-title">
          <h2 id="guest-title">{text('guestTitle')}</h2>
          <p>{text('guestIntro')}</p>
          <form className="sf-account-form" onSubmit={submit} noValidate data-testid="guest-form">
            <TextField
              label={text('guestEmail')}
              name="guestEmail"
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              errorMessage={error}
              isRequired
            />
            <Button type="submit" isPending={busy} data-testid="checkout-continue">
              {text('guestContinue')}
            </Button>
          </form>
        </section>
        <LoginForm at={{ site: lang, vertical }} labels={labels} onSignedIn={onSignedIn} />
      </div>
    </div>
  );
}
