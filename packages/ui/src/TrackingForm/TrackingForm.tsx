import { useState, type FormEvent } from 'react';
import { Button } from '../Button/Button.js';
import { TextField } from '../TextField/TextField.js';
import styles from './TrackingForm.module.css';

export interface TrackingFormProps {
  onSubmit: (query: { orderCode: string; email: string }) => void;
  isSubmitting?: boolean;
  /** "We could not find that order" and similar, shown above the fields. */
  errorMessage?: string | null;
  labels?: { orderCode?: string; email?: string; submit?: string };
}

/** Order tracking without an account: order code and e-mail. */
export function TrackingForm({
  onSubmit,
  isSubmitting = false,
  errorMessage,
  labels = {},
}: TrackingFormProps) {
  const [orderCode, setOrderCode] = useState('');
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ orderCode: orderCode.trim(), email: email.trim() });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {errorMessage && (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      )}
      <TextField
        label={labels.orderCode ?? 'Order number'}
        value={orderCode}
        onChange={setOrderCode}
        isRequired
        data-testid="tracking-code"
        autoComplete="off"
      />
      <TextField
        label={labels.email ?? 'E-mail'}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        isRequired
      />
      <Button type="submit" isPending={isSubmitting}>
        {labels.submit ?? 'Track my order'}
      </Button>
    </form>
  );
}
