import { clsx } from 'clsx';
import type { FormEvent } from 'react';
import { Button } from '../Button/Button.js';
import { PaymentLogo } from '../PaymentLogo/PaymentLogo.js';
import { TextField } from '../TextField/TextField.js';
import { detectCardBrand, formatCardNumber, type CardBrand } from './card-brand.js';
import styles from './CardForm.module.css';

export type CardField = 'name' | 'number' | 'expiry' | 'cvc';
export type CardValues = Record<CardField, string>;

export const DEFAULT_CARD_LABELS: Record<CardField, string> & { pay: string; brands: string } = {
  name: 'Name on the card',
  number: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvc: 'Security code',
  pay: 'Pay',
  brands: 'Accepted cards',
};

export interface CardFormProps {
  values: CardValues;
  onChange: (field: CardField, value: string) => void;
  onSubmit: () => void;
  /** The brands this site accepts (they differ per country). */
  brands: readonly CardBrand[];
  errors?: Partial<Record<CardField, string>>;
  isSubmitting?: boolean;
  /** The pay button text, e.g. "Pay €191.25". */
  payLabel?: string;
  labels?: Partial<typeof DEFAULT_CARD_LABELS>;
  /** The "save this card" checkbox, for a signed-in shopper only (a guest has no stored cards). */
  saveCard?: { label: string; checked: boolean; onChange: (checked: boolean) => void };
}

/** Card details with autofill tokens, brand detection and the pay button (`pay`). */
export function CardForm({
  values,
  onChange,
  onSubmit,
  brands,
  errors = {},
  isSubmitting = false,
  payLabel,
  labels: overrides,
  saveCard,
}: CardFormProps) {
  const labels = { ...DEFAULT_CARD_LABELS, ...overrides };
  const detected = detectCardBrand(values.number);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ul className={styles.brands} aria-label={labels.brands}>
        {brands.map((brand) => (
          <li
            key={brand}
            className={styles.brand}
            data-active={detected === null || detected === brand}
          >
            <PaymentLogo code={brand} title={brand} />
          </li>
        ))}
      </ul>
      <TextField
        className={styles.full}
        label={labels.name}
        name="cc-name"
        autoComplete="cc-name"
        value={values.name}
        onChange={(v) => onChange('name', v)}
        errorMessage={errors.name ?? null}
        isRequired
      />
      <TextField
        className={clsx(styles.full)}
        label={labels.number}
        name="cc-number"
        autoComplete="cc-number"
        inputMode="numeric"
        value={values.number}
        onChange={(v) => onChange('number', formatCardNumber(v))}
        errorMessage={errors.number ?? null}
        isRequired
      />
      <TextField
        label={labels.expiry}
        name="cc-exp"
        autoComplete="cc-exp"
        inputMode="numeric"
        value={values.expiry}
        onChange={(v) => onChange('expiry', v)}
        errorMessage={errors.expiry ?? null}
        isRequired
      />
      <TextField
        label={labels.cvc}
        name="cc-csc"
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        value={values.cvc}
        onChange={(v) => onChange('cvc', v.replace(/\D/g, ''))}
        errorMessage={errors.cvc ?? null}
        isRequired
      />
      {saveCard && (
        <label className={styles.save}>
          <input
            type="checkbox"
            checked={saveCard.checked}
            onChange={(event) => saveCard.onChange(event.target.checked)}
            data-testid="save-card"
          />
          <span>{saveCard.label}</span>
        </label>
      )}
      <Button
        className={styles.pay}
        type="submit"
        fullWidth
        isPending={isSubmitting}
        data-testid="pay"
      >
        {payLabel ?? labels.pay}
      </Button>
    </form>
  );
}
