import type { GiftCardInfo } from '@atelier/core-bag';
import { Button, TextField } from '@atelier/ui';
import { useState, type FormEvent } from 'react';
import { fill } from './bag-labels.js';
import styles from './cart.module.css';

/**
 * A line's gift message (docs/product/bag.md §6: gift card info): who it is for, who from and the
 * message. Closed it shows what was saved; the shopper opens it to write or change it.
 */
export function GiftMessageForm({
  info,
  labels,
  isDisabled,
  onSave,
}: {
  info: GiftCardInfo | null;
  labels: Record<string, string>;
  isDisabled: boolean;
  onSave: (info: GiftCardInfo) => void;
}) {
  const [to, setTo] = useState(info?.destinationMessage ?? '');
  const [from, setFrom] = useState(info?.fromMessage ?? '');
  const [message, setMessage] = useState(info?.message ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ destinationMessage: to.trim(), fromMessage: from.trim(), message: message.trim() });
  };
  const title = fill(labels, 'cartGiftMessage', 'Gift message');
  return (
    <details className={styles.gift} data-testid="gift-message">
      <summary>
        {title}
        {info && (
          <span className={styles.giftSaved} data-testid="gift-message-saved">
            {' · '}
            {fill(labels, 'cartGiftTo', 'To')}: <bdi>{info.destinationMessage}</bdi>
            {', '}
            {fill(labels, 'cartGiftFrom', 'From')}: <bdi>{info.fromMessage}</bdi>
            {info.message && (
              <>
                {' · '}
                <bdi>“{info.message}”</bdi>
              </>
            )}
          </span>
        )}
      </summary>
      <form className={styles.giftForm} onSubmit={submit} aria-label={title}>
        <TextField label={fill(labels, 'cartGiftTo', 'To')} value={to} onChange={setTo} />
        <TextField label={fill(labels, 'cartGiftFrom', 'From')} value={from} onChange={setFrom} />
        <TextField
          label={fill(labels, 'cartGiftText', 'Message')}
          value={message}
          onChange={setMessage}
        />
        <Button type="submit" variant="secondary" isDisabled={isDisabled}>
          {fill(labels, 'cartGiftSave', 'Save message')}
        </Button>
      </form>
    </details>
  );
}
