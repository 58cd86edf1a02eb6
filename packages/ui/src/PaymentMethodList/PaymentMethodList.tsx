import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { PaymentLogo } from '../PaymentLogo/PaymentLogo.js';
import styles from './PaymentMethodList.module.css';

export interface PaymentMethodOption {
  code: string;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

export interface PaymentMethodListProps {
  methods: readonly PaymentMethodOption[];
  value: string | null;
  onChange: (code: string) => void;
  label?: string;
  errorMessage?: string | null;
}

/** The payment methods of the site as a radio group with our own logos. */
export function PaymentMethodList({
  methods,
  value,
  onChange,
  label = 'Payment method',
  errorMessage,
}: PaymentMethodListProps) {
  return (
    <RadioGroup
      className={styles.group}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      {methods.map((method) => (
        <Radio
          key={method.code}
          value={method.code}
          className={styles.option}
          isDisabled={Boolean(method.isDisabled)}
          data-testid={`payment-method-${method.code}`}
        >
          <span className={styles.radio} aria-hidden="true" />
          <span className={styles.text}>
            {method.label}
            {method.description && <span className={styles.description}>{method.description}</span>}
          </span>
          <PaymentLogo code={method.code} />
        </Radio>
      ))}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
