import { clsx } from 'clsx';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import styles from './TextField.module.css';

export interface TextFieldProps {
  label: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
  /** The standard autofill token (API-CONTRACT.md), e.g. `postal-code`. */
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal' | 'search';
  description?: string;
  /** A server or validation message; makes the field invalid and is tied to the input. */
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  maxLength?: number;
  placeholder?: string;
  className?: string;
  'data-testid'?: string;
}

/** A labelled text input whose description and error are announced with it. */
export function TextField({
  label,
  errorMessage,
  description,
  className,
  placeholder,
  inputMode,
  'data-testid': testId,
  ...rest
}: TextFieldProps) {
  const invalid = Boolean(errorMessage);
  return (
    <AriaTextField
      {...rest}
      isInvalid={invalid}
      validationBehavior="aria"
      className={clsx(styles['field'], className)}
    >
      <Label className={styles['label']}>{label}</Label>
      <Input
        className={styles['input']}
        {...(placeholder !== undefined ? { placeholder } : {})}
        {...(inputMode !== undefined ? { inputMode } : {})}
        {...(testId !== undefined ? { 'data-testid': testId } : {})}
      />
      {description && !invalid && (
        <Text slot="description" className={styles['description']}>
          {description}
        </Text>
      )}
      <FieldError className={styles['error']}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
