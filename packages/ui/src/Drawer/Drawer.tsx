import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import styles from './Drawer.module.css';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The edge it slides from, in reading direction: `end` is the right in LTR, left in RTL. */
  side?: 'start' | 'end';
  closeLabel?: string;
  'data-testid'?: string;
}

/** A side panel (bag, filters, mobile menu): a modal dialog that slides from an edge. */
export function Drawer({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  side = 'end',
  closeLabel = 'Close',
  'data-testid': testId,
}: DrawerProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
    >
      <Modal className={clsx(styles.drawer, styles[side])}>
        <Dialog className={styles.dialog} {...(testId ? { 'data-testid': testId } : {})}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button
              variant="ghost"
              iconOnly
              aria-label={closeLabel}
              onPress={() => onOpenChange(false)}
            >
              <X size={20} aria-hidden="true" />
            </Button>
          </div>
          {/* Focusable so keyboard users can scroll long content (WCAG 2.1.1). */}
          <div className={styles.body} tabIndex={0}>
            {children}
          </div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
