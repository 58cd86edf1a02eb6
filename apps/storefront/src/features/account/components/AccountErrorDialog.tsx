import { Button, Modal } from '@atelier/ui';
import type { AccountErrorModalProps } from './AccountErrorModal.js';

/** The dialog of ./AccountErrorModal.tsx, loaded when it is first shown. */
export default function AccountErrorDialog({
  title,
  message,
  closeLabel,
  onClose,
  testId,
}: AccountErrorModalProps) {
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      size="sm"
      title={title}
      closeLabel={closeLabel}
      data-testid={`${testId}-modal`}
      footer={<Button onPress={onClose}>{closeLabel}</Button>}
    >
      <p data-testid={testId}>{message}</p>
    </Modal>
  );
}
