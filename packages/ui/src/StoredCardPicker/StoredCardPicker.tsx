import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { PaymentLogo } from '../PaymentLogo/PaymentLogo.js';
import styles from './StoredCardPicker.module.css';

/** The value of the "pay with a new card" option. */
export const NEW_CARD = 'new-card';

export interface StoredCardOption {
  /** The card's id at the payment provider (its subscription id). */
  id: string;
  /** A card brand mark of PaymentLogo (`visa`, `mastercard` ...). */
  mark: string;
  /** What names the card, e.g. "Visa ending in 1111" (the brand is named here, so the mark is decorative). */
  label: ReactNode;
  /** A second line: its expiry, its holder. */
  detail?: ReactNode;
}

export interface StoredCardPickerProps {
  cards: readonly StoredCardOption[];
  /** A card's id, or NEW_CARD. */
  value: string;
  onChange: (value: string) => void;
  label: string;
  newCardLabel: ReactNode;
  isDisabled?: boolean;
}

/**
 * A signed-in shopper's stored cards as a radio group, with paying by a new card as the last
 * option: what shows below (the security code, or the card form) is the caller's.
 */
export function StoredCardPicker({
  cards,
  value,
  onChange,
  label,
  newCardLabel,
  isDisabled = false,
}: StoredCardPickerProps) {
  return (
    <RadioGroup
      className={styles.group}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      data-testid="stored-card-picker"
    >
      <Label className={styles.label}>{label}</Label>
      {cards.map((card) => (
        <Radio
          key={card.id}
          value={card.id}
          className={styles.option}
          data-testid="stored-card-option"
          data-card-id={card.id}
        >
          <span className={styles.radio} aria-hidden="true" />
          <PaymentLogo code={card.mark} />
          <span className={styles.text}>
            <span>{card.label}</span>
            {card.detail && <span className={styles.detail}>{card.detail}</span>}
          </span>
        </Radio>
      ))}
      <Radio value={NEW_CARD} className={styles.option} data-testid="stored-card-new">
        <span className={styles.radio} aria-hidden="true" />
        <PaymentLogo code="card" />
        <span className={styles.text}>{newCardLabel}</span>
      </Radio>
    </RadioGroup>
  );
}
