import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'disabled' | 'onClick' | 'type'
> {
  children: ReactNode;
  variant?: ButtonVariant;
  /** A square button holding only an icon; give it an `aria-label`. */
  iconOnly?: boolean;
  fullWidth?: boolean;
  className?: string;
  /** 'button' unless said otherwise, so a button in a form never submits it by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** Pointer, touch, Enter and Space (the native button's click). */
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
  isDisabled?: boolean;
  /** Waiting for the action: stays focusable and announced, but does not act again. */
  isPending?: boolean;
  'data-testid'?: string;
}

/**
 * The one button of the system: a native `<button>` (keyboard, focus and form behaviour come
 * from the browser). It used to be react-aria's Button, whose press and focus handling cost
 * about 12 kB brotli on every page's first load and a noticeable share of each server render
 * for nothing a native button does not already do (ADR 0008).
 */
export function Button({
  children,
  variant = 'primary',
  iconOnly = false,
  fullWidth = false,
  className,
  type = 'button',
  onPress,
  isDisabled = false,
  isPending = false,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      className={clsx(
        styles['button'],
        styles[variant],
        iconOnly && styles['icon'],
        fullWidth && styles['fullWidth'],
        className,
      )}
      onClick={(event) => {
        // A pending submit must not post the form a second time.
        if (isPending) {
          event.preventDefault();
          return;
        }
        onPress?.(event);
      }}
    >
      {isPending && <span className={styles['spinner']} aria-hidden="true" />}
      {children}
    </button>
  );
}
