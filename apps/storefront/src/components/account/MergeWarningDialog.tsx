import { Button, Modal } from '@atelier/ui';
import { fillLabel } from '../../client/labels.js';

/**
 * Spec 3, section 4: after the login's bag merge, a warning with the shopper's first name
 * when the bag no longer holds the products it held before.
 */
export function MergeWarningDialog({
  firstName,
  labels,
  onSeeBag,
  onContinue,
}: {
  firstName: string;
  labels: Readonly<Record<string, string>>;
  onSeeBag: () => void;
  onContinue: () => void;
}) {
  const label = (key: string) => fillLabel(labels, key, { name: firstName });
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onContinue();
      }}
      title={label('mergeWarningTitle')}
      closeLabel={label('close')}
      size="sm"
      data-testid="merge-warning"
      footer={
        <div className="sf-account-actions">
          <Button onPress={onSeeBag}>{label('seeMyBag')}</Button>
          <Button variant="secondary" onPress={onContinue}>
            {label('accountContinue')}
          </Button>
        </div>
      }
    >
      <p>{label('mergeWarningText')}</p>
    </Modal>
  );
}
