import { clsx } from 'clsx';
import { useId, type HTMLInputAutoCompleteAttribute } from 'react';
import styles from './TextField.module.css';

export interface TextFieldProps {
  label: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
  /** The standard autofill token (docs/api-contract.md §7), e.g. `postal-code`. */
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal' | 'search';
  description?: string;
  /** A server or validation message; makes the field invalid and is tied to the input. */
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  maxLength?: number;
  /**
   * The error is announced as it appears (`role="alert"`), for a form whose errors show
   * on submit (the checkout's address form, docs/api-contract.md §7).
   */
  announceError?: boolean;
  placeholder?: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * A labelled text input whose description and error are announced with it. A native
 * `<label>` + `<input>` (no react-aria): a text input needs no behaviour beyond the browser's,
 * and this field is on every page (the footer's newsletter form), so it stays out of the
 * react-aria form-validation code. Errors are tied with `aria-describedby` and
 * `aria-invalid`; `isRequired` sets `aria-required` (validation stays the caller's, as with
 * react-aria's `validationBehavior="aria"`).
 */
export function TextField({
  label,
  name,
  value,
  defaultValue,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  description,
  errorMessage,
  announceError,
  isRequired,
  isDisabled,
  maxLength,
  placeholder,
  className,
  'data-testid': testId,
}: TextFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errorMessage);
  const showDescription = Boolean(description) && !invalid;
  const describedBy = invalid ? errorId : showDescription ? descriptionId : undefined;
  return (
    <div
      className={clsx(styles['field'], className)}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
      data-required={isRequired || undefined}
    >
      <label className={styles['label']} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles['input']}
        type={type}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={isDisabled}
        aria-required={isRequired || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid={testId}
      />
      {showDescription && (
        <span id={descriptionId} className={styles['description']}>
          {description}
        </span>
      )}
      {invalid && (
        <span id={errorId} className={styles['error']} role={announceError ? 'alert' : undefined}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
