import { Button, Modal } from '@atelier/ui';

/**
 * Spec 3, section 8: a login that failed for any reason but a wrong account, and a
 * registration the back-end refused unexpectedly, are told in an error modal (an alertdialog,
 * announced at once). Closing it goes back to the form, with everything typed still there.
 */
export function AccountErrorModal({
  title,
  message,
  closeLabel,
  onClose,
  testId,
}: {
  title: string;
  message: string;
  closeLabel: string;
  onClose: () => void;
  testId: string;
}) {
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
