import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  children: ReactNode;
  variant?: ButtonVariant;
  /** A square button holding only an icon; give it an `aria-label`. */
  iconOnly?: boolean;
  fullWidth?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** The one button of the system (react-aria: press, keyboard and pending states). */
export function Button({
  children,
  variant = 'primary',
  iconOnly = false,
  fullWidth = false,
  className,
  isPending,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      {...(isPending !== undefined ? { isPending } : {})}
      className={clsx(
        styles['button'],
        styles[variant],
        iconOnly && styles['icon'],
        fullWidth && styles['fullWidth'],
        className,
      )}
    >
      {isPending && <span className={styles['spinner']} aria-hidden="true" />}
      {children}
    </AriaButton>
  );
}
