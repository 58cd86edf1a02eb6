import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import styles from './Modal.module.css';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Blocking modals (e.g. a country choice that must be made) cannot be dismissed. */
  isDismissable?: boolean;
  closeLabel?: string;
  role?: 'dialog' | 'alertdialog';
  'data-testid'?: string;
}

/** A centred dialog: focus trapped and restored, Escape and outside click close it. */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  closeLabel = 'Close',
  role = 'dialog',
  'data-testid': testId,
}: ModalProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <AriaModal className={clsx(styles.modal, size !== 'md' && styles[size])}>
        <Dialog
          className={styles.dialog}
          role={role}
          {...(testId ? { 'data-testid': testId } : {})}
        >
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {isDismissable && (
              <Button
                variant="ghost"
                iconOnly
                aria-label={closeLabel}
                onPress={() => onOpenChange(false)}
              >
                <X size={20} aria-hidden="true" />
              </Button>
            )}
          </div>
          {/* Focusable so keyboard users can scroll long content (WCAG 2.1.1). */}
          <div className={styles.body} tabIndex={0}>
            {children}
          </div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
