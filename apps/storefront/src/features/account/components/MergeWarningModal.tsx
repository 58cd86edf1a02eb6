import { Button, Modal } from '@atelier/ui';
import { fillLabel } from '../../../shell/browser/labels.js';
import type { MergeWarningDialogProps } from './MergeWarningDialog.js';

/** The dialog of ./MergeWarningDialog.tsx, loaded when it is first shown. */
export default function MergeWarningModal({
  firstName,
  labels,
  onSeeBag,
  onContinue,
}: MergeWarningDialogProps) {
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
