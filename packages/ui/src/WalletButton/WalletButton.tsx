import { clsx } from 'clsx';
import type { MouseEvent } from 'react';
import styles from './WalletButton.module.css';
import { WALLET_MARKS, type WalletButtonMethod } from './wallet-marks.js';

export interface WalletButtonProps {
  method: WalletButtonMethod;
  /**
   * The button's accessible name in the site's language, e.g. "Pagar con Apple Pay": the mark
   * it shows is the brand's, so it names the action for screen readers and voice control.
   */
  label: string;
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
  isDisabled?: boolean;
  /** The wallet's payment is running: stays focusable and announced, does not act again. */
  isPending?: boolean;
  fullWidth?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * A wallet's own payment button (Apple Pay, Google Pay, PayPal, Amazon Pay), as the shopper
 * knows it from other shops: the brand's colours and mark, drawn inline. A native button, like
 * the system's Button; the mark is hidden from assistive technology and `label` names it.
 */
export function WalletButton({
  method,
  label,
  onPress,
  isDisabled = false,
  isPending = false,
  fullWidth = false,
  className,
  'data-testid': testId,
}: WalletButtonProps) {
  const Mark = WALLET_MARKS[method];
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      data-wallet={method}
      data-testid={testId}
      className={clsx(
        styles['button'],
        styles[method],
        fullWidth && styles['fullWidth'],
        className,
      )}
      onClick={(event) => {
        if (isPending) {
          event.preventDefault();
          return;
        }
        onPress?.(event);
      }}
    >
      {isPending && <span className={styles['spinner']} aria-hidden="true" />}
      {/* translate="no": the brand's words, never the page's language (ADR 0049). */}
      <span className={styles['mark']} dir="ltr" translate="no">
        <Mark />
      </span>
    </button>
  );
}
