import {
  GIFT_MESSAGE_LIMITS,
  giftMessageRemaining,
  giftMessageToSend,
  type GiftCardInfo,
} from '@atelier/core-bag';
import { Button, TextField } from '@atelier/ui';
import { formatNumber } from '@atelier/core-catalogue';
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
  locale,
  isDisabled,
  onSave,
}: {
  info: GiftCardInfo | null;
  labels: Record<string, string>;
  /** The site's locale: the count of characters left is written in its digits. */
  locale: string;
  isDisabled: boolean;
  onSave: (info: GiftCardInfo) => void;
}) {
  const [to, setTo] = useState(info?.destinationMessage ?? '');
  const [from, setFrom] = useState(info?.fromMessage ?? '');
  const [message, setMessage] = useState(info?.message ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(giftMessageToSend({ destinationMessage: to, fromMessage: from, message }));
  };
  // docs/product/bag.md §6: each part has its limit; the field stops there and says what is left.
  const left = (field: keyof GiftCardInfo, text: string) =>
    fill(labels, 'cartGiftCharactersLeft', '{count} characters left', {
      count: formatNumber(giftMessageRemaining(field, text), locale),
    });
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
        <TextField
          label={fill(labels, 'cartGiftTo', 'To')}
          value={to}
          onChange={setTo}
          maxLength={GIFT_MESSAGE_LIMITS.destinationMessage}
        />
        <TextField
          label={fill(labels, 'cartGiftFrom', 'From')}
          value={from}
          onChange={setFrom}
          maxLength={GIFT_MESSAGE_LIMITS.fromMessage}
        />
        <TextField
          label={fill(labels, 'cartGiftText', 'Message')}
          value={message}
          onChange={setMessage}
          maxLength={GIFT_MESSAGE_LIMITS.message}
          description={left('message', message)}
          data-testid="gift-message-text"
        />
        <Button type="submit" variant="secondary" isDisabled={isDisabled}>
          {fill(labels, 'cartGiftSave', 'Save message')}
        </Button>
      </form>
    </details>
  );
}
