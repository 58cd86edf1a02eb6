import { useId } from 'react';
import { fill } from './bag-labels.js';
import styles from './cart.module.css';

function Check({
  label,
  checked,
  isDisabled,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  isDisabled: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * The bag's switches (docs/product/bag.md §6, §8.2): gift packaging, the employee discount when the
 * back-end offers it to this shopper, and the loyalty free shipping when its rule says so.
 */
export function CartOptions({
  labels,
  locked,
  packaging,
  employeeDiscount,
  loyaltyFreeShipping,
  onPackaging,
  onEmployeeDiscount,
  onLoyaltyFreeShipping,
}: {
  labels: Record<string, string>;
  locked: boolean;
  packaging: boolean;
  employeeDiscount: { offered: boolean; on: boolean };
  loyaltyFreeShipping: { shown: boolean; on: boolean };
  onPackaging: (on: boolean) => void;
  onEmployeeDiscount: (on: boolean) => void;
  onLoyaltyFreeShipping: (on: boolean) => void;
}) {
  return (
    <div className={styles.options}>
      <Check
        label={fill(labels, 'cartGiftPackaging', 'Gift packaging')}
        checked={packaging}
        isDisabled={locked}
        onChange={onPackaging}
        testId="gift-packaging"
      />
      {employeeDiscount.offered && (
        <Check
          label={fill(labels, 'cartEmployeeDiscount', 'Apply my employee discount')}
          checked={employeeDiscount.on}
          isDisabled={locked}
          onChange={onEmployeeDiscount}
          testId="employee-discount"
        />
      )}
      {loyaltyFreeShipping.shown && (
        <Check
          label={fill(labels, 'cartLoyaltyFreeShipping', 'Use my free shipping')}
          checked={loyaltyFreeShipping.on}
          isDisabled={locked}
          onChange={onLoyaltyFreeShipping}
          testId="loyalty-free-shipping"
        />
      )}
    </div>
  );
}
