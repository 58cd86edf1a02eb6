import type { CheckoutModal } from '@atelier/core-checkout';
import { Button, Modal } from '@atelier/ui';
import { fill } from '../../bag/index.js';
import { checkoutText, type CheckoutTextKey } from './checkout-labels.js';
import styles from './checkout.module.css';

/**
 * The modal's title and message labels (docs/product/checkout.md §10); suggestions have their own
 * dialog.
 */
const TEXTS: Partial<Record<CheckoutModal, { title: CheckoutTextKey; message: CheckoutTextKey }>> =
  {
    checkoutDataError: { title: 'dataErrorTitle', message: 'dataErrorText' },
    genericError: { title: 'genericErrorTitle', message: 'genericErrorText' },
    wrongAddress: { title: 'wrongAddressTitle', message: 'wrongAddressText' },
    wrongSavedAddress: { title: 'wrongAddressTitle', message: 'wrongSavedAddressText' },
    shipFromStoreNotAvailable: {
      title: 'genericErrorTitle',
      message: 'shipFromStoreNotAvailableText',
    },
    shippingNotAvailable: { title: 'genericErrorTitle', message: 'shippingNotAvailableText' },
    genericPaymentError: { title: 'paymentErrorTitle', message: 'paymentErrorText' },
    cannotBePurchased: { title: 'genericErrorTitle', message: 'cannotBePurchasedText' },
    noStock: { title: 'genericErrorTitle', message: 'noStockText' },
  };

const PAYMENT_MODALS = new Set<CheckoutModal>([
  'genericPaymentError',
  'wrongAddress',
  'wrongSavedAddress',
  'cannotBePurchased',
  'noStock',
  'amountChanged',
]);

/**
 * The checkout machine's modal, as an alert dialog whose message is announced (role="alert").
 * A data load failure offers to try again; the others are closed with the bag left as it was.
 */
export function CheckoutModals({
  modal,
  onPayment,
  labels,
  onRetry,
  onClose,
}: {
  modal: CheckoutModal | null;
  /** On the payment step its own alert says a payment error (part B's PaymentStep). */
  onPayment: boolean;
  labels: Record<string, string>;
  onRetry: () => void;
  onClose: () => void;
}) {
  const texts = modal === null ? undefined : TEXTS[modal];
  if (modal === null || texts === undefined) return null;
  if (onPayment && PAYMENT_MODALS.has(modal)) return null;
  const text = (key: CheckoutTextKey) => checkoutText(labels, key);
  const retry = modal === 'checkoutDataError';
  return (
    <Modal
      isOpen
      role="alertdialog"
      size="sm"
      isDismissable={!retry}
      onOpenChange={(open) => {
        if (!open && !retry) onClose();
      }}
      title={text(texts.title)}
      closeLabel={text('modalClose')}
      footer={
        retry ? (
          <Button onPress={onRetry}>{text('modalRetry')}</Button>
        ) : (
          <Button onPress={onClose} data-testid="checkout-modal-close">
            {/* docs/product/checkout.md §10.3: the ship-from-store message is closed with "accept". */}
            {modal === 'shipFromStoreNotAvailable'
              ? fill(labels, 'cartAccept', 'Accept')
              : text('modalClose')}
          </Button>
        )
      }
    >
      <p className={styles.alert} role="alert" data-testid="checkout-error">
        {text(texts.message)}
      </p>
    </Modal>
  );
}
