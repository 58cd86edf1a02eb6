import { ErrorModal } from '@atelier/ui';
import { failureText, fill } from './bag-labels.js';

/**
 * docs/product/bag.md §9.3: a failed bag operation is told in a modal the shopper closes; never a
 * crash.
 */
export function BagErrorModal({
  failure,
  labels,
  onClose,
}: {
  failure: string | null;
  labels: Record<string, string>;
  onClose: () => void;
}) {
  return (
    <ErrorModal
      isOpen={failure !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={fill(labels, 'bagErrorTitle', 'We could not update your bag')}
      message={failure === null ? '' : failureText(labels, failure)}
      dismissLabel={fill(labels, 'bagClose', 'Close')}
    />
  );
}
