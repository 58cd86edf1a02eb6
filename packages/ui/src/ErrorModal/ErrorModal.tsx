import { CircleAlert } from 'lucide-react';
import { Button } from '../Button/Button.js';
import { Modal } from '../Modal/Modal.js';

export interface ErrorModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  message: string;
  /** The way forward, e.g. "Try again"; without it only the dismiss button shows. */
  actionLabel?: string;
  onAction?: () => void;
  dismissLabel?: string;
  'data-testid'?: string;
}

/** An error that needs acknowledging (cart or payment failures), announced as an alert. */
export function ErrorModal({
  isOpen,
  onOpenChange,
  title,
  message,
  actionLabel,
  onAction,
  dismissLabel = 'Close',
  'data-testid': testId,
}: ErrorModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      {...(testId ? { 'data-testid': testId } : {})}
      size="sm"
      closeLabel={dismissLabel}
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--space-2)' }}>
          <CircleAlert size={22} color="var(--color-danger)" aria-hidden="true" />
          {title}
        </span>
      }
      footer={
        <>
          <Button variant={onAction ? 'secondary' : 'primary'} onPress={() => onOpenChange(false)}>
            {dismissLabel}
          </Button>
          {onAction && actionLabel && <Button onPress={onAction}>{actionLabel}</Button>}
        </>
      }
    >
      <p style={{ margin: 0 }}>{message}</p>
    </Modal>
  );
}
