// The wallet's payment sheet. Apple Pay, Google Pay and Amazon Pay draw their own sheet from
// their SDK, which the sandbox back-end has no account for; this dialog stands in for it: it
// shows what the wallet would share (the shopper's contact and address, the amount) and hands
// back a wallet token, which the sandbox authorises (ADR 0016). Like a wallet, it lets the
// shopper choose the e-mail it shares. It reads no checkout context: the payment step and the
// bag's express checkout both open it.
import type { WalletContact } from '@atelier/core-checkout';
import { Button, Modal, TextField } from '@atelier/ui';
import { useState } from 'react';
import { looksLikeEmail } from '../../../../shell/browser/email-shape.js';
import type { WalletAuthorisation } from '../../browser/payment/wallet-contact.js';
import styles from './payment.module.css';

export interface WalletSheetProps {
  method: string;
  name: string;
  contact: WalletContact;
  labels: Readonly<Record<string, string>>;
  /** "Pay 191,25 €": what the wallet shows; the amount paid is the back-end's. */
  payLabel: string;
  onDone: (authorisation: WalletAuthorisation | null) => void;
}

function walletToken(method: string): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : String(Math.random()).slice(2);
  return `sandbox-${method}-${random}`;
}

export function WalletSheet({ method, name, contact, labels, payLabel, onDone }: WalletSheetProps) {
  const [email, setEmail] = useState(contact.emailAddress);
  const usable = looksLikeEmail(email.trim());
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
          {contact.givenName} {contact.familyName}
        </dd>
        <dt>{labels['wallet.address'] ?? 'Ship to'}</dt>
        <dd>
          {contact.addressLines.join(', ')}, {contact.postalCode} {contact.locality}
        </dd>
      </dl>
      <TextField
        label={labels['accountEmail'] ?? 'E-mail'}
        name="walletEmail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        data-testid="wallet-email"
      />
      <Button
        fullWidth
        isDisabled={!usable}
        data-testid="wallet-pay"
        onPress={() =>
          onDone({
            token: walletToken(method),
            contact: { ...contact, emailAddress: email.trim() },
          })
        }
      >
        {payLabel}
      </Button>
    </Modal>
  );
}
