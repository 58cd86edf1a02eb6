import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { useUiTexts } from '../UiTextsProvider/UiTextsProvider.js';
import styles from './Toast.module.css';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastProps {
  message: ReactNode;
  tone?: ToastTone;
  actionLabel?: string;
  onAction?: () => void;
  onClose: () => void;
  closeLabel?: string;
  /** Closes itself after this long; errors should stay until dismissed (leave it out). */
  durationMs?: number;
}

const ICONS = { info: Info, success: CircleCheck, error: CircleAlert } as const;

/** A short message; errors are alerts, everything else a polite status. */
export function Toast({
  message,
  tone = 'info',
  actionLabel,
  onAction,
  onClose,
  closeLabel,
  durationMs,
}: ToastProps) {
  const texts = useUiTexts();
  useEffect(() => {
    if (durationMs === undefined) return;
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, onClose]);
  const Icon = ICONS[tone];
  return (
    <div className={clsx(styles.toast, styles[tone])} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon className={styles.icon} size={18} aria-hidden="true" />
      <p className={styles.message}>{message}</p>
      {actionLabel && onAction && (
        <Button variant="link" className={styles.action} onPress={onAction}>
          {actionLabel}
        </Button>
      )}
      <Button
        variant="ghost"
        iconOnly
        className={styles.close}
        aria-label={closeLabel ?? texts.dismiss}
        onPress={onClose}
      >
        <X size={16} aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Where toasts stack (bottom, inline end). */
export function ToastRegion({ children, label }: { children: ReactNode; label?: string }) {
  const texts = useUiTexts();
  return (
    <section className={styles.region} aria-label={label ?? texts.notifications}>
      {children}
    </section>
  );
}
