import type { Money } from '@atelier/core-catalogue';
import { clsx } from 'clsx';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { formatMoney } from '../format/money.js';
import { TextField } from '../TextField/TextField.js';
import styles from './ShippingMethodPicker.module.css';

export interface ShippingMethodOption {
  id: string;
  name: string;
  description?: string;
  price: Money;
  /** Same-day delivery: needs a postal code check against the stores that serve it. */
  isSameDay?: boolean;
  isDisabled?: boolean;
}

export type SddStatus = 'idle' | 'checking' | 'available' | 'unavailable';

export interface ShippingMethodPickerLabels {
  group: string;
  free: string;
  postalCode: string;
  check: string;
  available: string;
  unavailable: string;
}

export const DEFAULT_SHIPPING_LABELS: ShippingMethodPickerLabels = {
  group: 'Shipping method',
  free: 'Free',
  postalCode: 'Postal code for same-day delivery',
  check: 'Check',
  available: 'Same-day delivery is available at this postal code.',
  unavailable: 'Same-day delivery is not available at this postal code.',
};

export interface ShippingMethodPickerProps {
  methods: readonly ShippingMethodOption[];
  value: string | null;
  onChange: (id: string) => void;
  locale: string;
  sddPostalCode?: string;
  onSddPostalCodeChange?: (postalCode: string) => void;
  onCheckSdd?: (postalCode: string) => void;
  sddStatus?: SddStatus;
  /**
   * When the postal-code check shows: once same-day is the chosen method (checkout), or as
   * soon as a same-day method is offered (the bag page, where it is unavailable until a
   * served postal code is known, so it cannot be chosen first).
   */
  sddCheck?: 'selected' | 'offered';
  labels?: Partial<ShippingMethodPickerLabels>;
}

/** Shipping methods with prices; same-day delivery asks for and checks a postal code. */
export function ShippingMethodPicker({
  methods,
  value,
  onChange,
  locale,
  sddPostalCode = '',
  onSddPostalCodeChange,
  onCheckSdd,
  sddStatus = 'idle',
  sddCheck = 'selected',
  labels: overrides,
}: ShippingMethodPickerProps) {
  const labels = { ...DEFAULT_SHIPPING_LABELS, ...overrides };
  const selected = methods.find((method) => method.id === value);
  const showsSddCheck =
    sddCheck === 'offered'
      ? methods.some((method) => method.isSameDay)
      : Boolean(selected?.isSameDay);
  return (
    <div className={styles.group}>
      <RadioGroup className={styles.group} value={value} onChange={onChange}>
        <Label className={styles.label}>{labels.group}</Label>
        {methods.map((method) => (
          <Radio
            key={method.id}
            value={method.id}
            className={styles.option}
            isDisabled={Boolean(method.isDisabled)}
            data-testid={`shipping-method-${method.id}`}
          >
            <span className={styles.radio} aria-hidden="true" />
            <span>
              <span className={styles.name}>{method.name}</span>
              {method.description && (
                <span className={styles.description}>{method.description}</span>
              )}
            </span>
            <span className={styles.price}>
              {method.price.value === 0 ? labels.free : formatMoney(method.price, locale)}
            </span>
          </Radio>
        ))}
      </RadioGroup>
      {showsSddCheck && onSddPostalCodeChange && onCheckSdd && (
        <form
          className={styles.sdd}
          data-testid="sdd-check"
          onSubmit={(event) => {
            event.preventDefault();
            onCheckSdd(sddPostalCode.trim());
          }}
        >
          <TextField
            label={labels.postalCode}
            value={sddPostalCode}
            onChange={onSddPostalCodeChange}
            autoComplete="postal-code"
            inputMode="numeric"
          />
          <Button
            type="submit"
            variant="secondary"
            isPending={sddStatus === 'checking'}
            isDisabled={!sddPostalCode.trim()}
          >
            {labels.check}
          </Button>
          {(sddStatus === 'available' || sddStatus === 'unavailable') && (
            <p className={clsx(styles.status, styles[sddStatus])} role="status">
              {sddStatus === 'available' ? labels.available : labels.unavailable}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
