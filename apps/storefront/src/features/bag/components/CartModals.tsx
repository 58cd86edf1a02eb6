import type { BagModal } from '@atelier/core-bag';
import { Button, ErrorModal, Modal } from '@atelier/ui';
import { fill } from './bag-labels.js';
import { errorModalText, listOf } from './cart-labels.js';

/** A warning the shopper accepts: one button, announced as an alert dialog. */
function Warning({
  title,
  message,
  labels,
  onClose,
  testId,
}: {
  title: string;
  message: string;
  labels: Record<string, string>;
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
      closeLabel={fill(labels, 'bagClose', 'Close')}
      data-testid={testId}
      footer={
        <Button onPress={onClose} data-testid="cart-modal-accept">
          {fill(labels, 'cartAccept', 'Accept')}
        </Button>
      }
    >
      <p style={{ margin: 0 }}>{message}</p>
    </Modal>
  );
}

/**
 * The bag page's modals (docs/product/bag.md §9.3): products that went for lack of stock (the
 * no-stock error, or the synchronisation that removed or lowered lines), the no-SDD-stock warning
 * (its title, productNotAvailableToShip and an accept button, nothing else) and the error
 * modal of any other failure the machine decided to show.
 */
export function CartModals({
  modal,
  failureKind,
  withoutStockNames,
  labels,
  locale,
  onDismissModal,
  onAcceptWithoutStock,
}: {
  modal: BagModal | null;
  failureKind: string | null;
  /** Products newly without stock the shopper has not acknowledged yet. */
  withoutStockNames: readonly string[];
  labels: Record<string, string>;
  locale: string;
  onDismissModal: () => void;
  onAcceptWithoutStock: () => void;
}) {
  if (modal?.kind === 'noSddStock') {
    return (
      <Warning
        title={fill(labels, 'cartNoSddStockTitle', 'Same-day delivery')}
        message={fill(
          labels,
          'productNotAvailableToShip',
          'This product is not available to ship the same day.',
        )}
        labels={labels}
        onClose={onDismissModal}
        testId="no-sdd-stock-modal"
      />
    );
  }
  if (withoutStockNames.length > 0) {
    return (
      <Warning
        title={fill(labels, 'cartWithoutStockTitle', 'Some products are no longer available')}
        message={fill(
          labels,
          'cartWithoutStockText',
          'We removed or reduced these products in your bag: {names}.',
          { names: listOf(locale, withoutStockNames) },
        )}
        labels={labels}
        onClose={() => {
          onAcceptWithoutStock();
          if (modal?.kind === 'noStock') onDismissModal();
        }}
        testId="without-stock-modal"
      />
    );
  }
  const error = modal?.kind === 'error' ? errorModalText(labels, modal, failureKind) : null;
  return (
    <ErrorModal
      isOpen={error !== null}
      onOpenChange={(open) => {
        if (!open) onDismissModal();
      }}
      title={error?.title ?? ''}
      message={error?.message ?? ''}
      dismissLabel={fill(labels, 'bagClose', 'Close')}
    />
  );
}
