// The wallet's payment sheet. Apple Pay, Google Pay and Amazon Pay draw their own sheet from
// their SDK, which the sandbox back-end has no account for; this dialog stands in for it: it
// shows what the wallet would share (the shopper's contact and address, the amount) and hands
// back a wallet token, which the sandbox authorises (ADR 0016).
import type { WalletContact } from '@atelier/core-checkout';
import { Button, Modal } from '@atelier/ui';
import type { WalletAuthorisation } from '../../browser/payment/wallet-contact.js';
import styles from './payment.module.css';
import { usePayLabel } from './use-pay-label.js';
import { usePaymentLabels } from './payment-texts.js';

export interface WalletSheetProps {
  method: string;
  name: string;
  contact: WalletContact;
  onDone: (authorisation: WalletAuthorisation | null) => void;
}

function walletToken(method: string): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : String(Math.random()).slice(2);
  return `sandbox-${method}-${random}`;
}

export function WalletSheet({ method, name, contact, onDone }: WalletSheetProps) {
  const labels = usePaymentLabels();
  const payLabel = usePayLabel();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onDone(null)}
      title={name}
      closeLabel={labels['cancel'] ?? 'Cancel'}
      data-testid="wallet-sheet"
    >
      <dl className={styles.walletContact}>
        <dt>{labels['wallet.contact'] ?? 'Contact'}</dt>
        <dd>
          {contact.givenName} {contact.familyName} · {contact.emailAddress}
        </dd>
        <dt>{labels['wallet.address'] ?? 'Ship to'}</dt>
        <dd>
          {contact.addressLines.join(', ')}, {contact.postalCode} {contact.locality}
        </dd>
      </dl>
      <Button
        fullWidth
        data-testid="wallet-pay"
        onPress={() => onDone({ token: walletToken(method), contact })}
      >
        {payLabel}
      </Button>
    </Modal>
  );
}
