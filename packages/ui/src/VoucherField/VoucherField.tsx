import { X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button.js';
import { TextField } from '../TextField/TextField.js';
import styles from './VoucherField.module.css';

export interface AppliedVoucher {
  code: string;
  description?: string;
}

export interface VoucherFieldProps {
  onApply: (code: string) => void;
  onRemove: (code: string) => void;
  applied?: readonly AppliedVoucher[];
  isApplying?: boolean;
  errorMessage?: string | null;
  label?: string;
  applyLabel?: string;
  removeLabel?: (code: string) => string;
}

/** Discount code entry, with the codes already applied and a way to remove them. */
export function VoucherField({
  onApply,
  onRemove,
  applied = [],
  isApplying = false,
  errorMessage,
  label = 'Discount code',
  applyLabel = 'Apply',
  removeLabel = (code) => `Remove code ${code}`,
}: VoucherFieldProps) {
  const [code, setCode] = useState('');
  // Once the typed code shows among the applied ones, the field is free for the next code; a
  // refused code stays, so the shopper can correct it (issue 31, 8).
  const appliedKeys = applied.map((voucher) => voucher.code.trim().toUpperCase()).join('\n');
  useEffect(() => {
    setCode((typed) =>
      typed.trim() !== '' && appliedKeys.split('\n').includes(typed.trim().toUpperCase())
        ? ''
        : typed,
    );
  }, [appliedKeys]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed) onApply(trimmed.toUpperCase());
  };
  return (
    <div className={styles.voucher}>
      <form className={styles.row} onSubmit={submit}>
        <TextField
          label={label}
          value={code}
          onChange={setCode}
          errorMessage={errorMessage ?? null}
          autoComplete="off"
          data-testid="voucher-input"
        />
        <Button
          type="submit"
          variant="secondary"
          isPending={isApplying}
          isDisabled={!code.trim()}
          data-testid="voucher-apply"
        >
          {applyLabel}
        </Button>
      </form>
      {/* The field shows the error; this says it at once to screen readers (WCAG 4.1.3). */}
      <p className="atelier-visually-hidden" role="alert" data-testid="voucher-error">
        {errorMessage ?? ''}
      </p>
      {applied.length > 0 && (
        <ul className={styles.applied}>
          {applied.map((voucher) => (
            <li key={voucher.code} className={styles.chip} data-testid="voucher-applied">
              <span>
                <span className={styles.code}>{voucher.code}</span>
                {voucher.description && ` · ${voucher.description}`}
              </span>
              <Button
                variant="ghost"
                iconOnly
                aria-label={removeLabel(voucher.code)}
                onPress={() => onRemove(voucher.code)}
              >
                <X size={16} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
