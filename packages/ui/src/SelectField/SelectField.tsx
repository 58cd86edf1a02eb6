import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type HTMLInputAutoCompleteAttribute } from 'react';
import styles from './SelectField.module.css';

export interface SelectFieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  name?: string;
  options: readonly SelectFieldOption[];
  /** The chosen option's value; '' shows the empty first option. */
  value: string;
  onChange: (value: string) => void;
  /** The text of the empty first option (a picker with nothing chosen yet). */
  placeholder?: string;
  /** The standard autofill token, e.g. `address-level1` for a region. */
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** A server or validation message; makes the field invalid and is tied to the select. */
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  /**
   * The error is announced as it appears (`role="alert"`), for a form whose errors show
   * on submit (the checkout's address form, docs/api-contract.md §7).
   */
  announceError?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * A labelled choice among a list, beside the TextField and looking like it. A native
 * `<select>` on purpose (like SortSelect): the keyboard, typeahead, screen readers and the
 * phone's own picker work without code, before hydration too, and it follows `dir="rtl"`.
 * Errors are tied with `aria-describedby` and `aria-invalid`; validation stays the caller's.
 */
export function SelectField({
  label,
  name,
  options,
  value,
  onChange,
  placeholder = '',
  autoComplete,
  errorMessage,
  announceError,
  isRequired,
  isDisabled,
  className,
  'data-testid': testId,
}: SelectFieldProps) {
  const id = useId();
  const selectId = `${id}-select`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errorMessage);
  // A value the list does not hold (an address saved before) stays shown and chosen.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div
      className={clsx(styles['field'], className)}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
      data-required={isRequired || undefined}
    >
      <label className={styles['label']} htmlFor={selectId}>
        {label}
      </label>
      <span className={styles['wrapper']}>
        <select
          id={selectId}
          className={styles['select']}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          data-testid={testId}
        >
          <option value="">{placeholder}</option>
          {!known && <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={styles['chevron']} size={16} aria-hidden="true" />
      </span>
      {invalid && (
        <span id={errorId} className={styles['error']} role={announceError ? 'alert' : undefined}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
