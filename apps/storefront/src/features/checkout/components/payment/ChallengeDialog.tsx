// The 3DS2 challenge (docs/product/payments.md §2.1): the issuer's page in a frame inside a dialog.
// The frame is watched (../../browser/payment/threeds.ts) so the shopper's decision comes back
// here.
import { Modal } from '@atelier/ui';
import { useCallback, useRef } from 'react';
import { watchChallengeFrame } from '../../browser/payment/threeds.js';
import styles from './payment.module.css';

export interface ChallengeDialogProps {
  src: string;
  title: string;
  text: string;
  frameTitle: string;
  cancelLabel: string;
  onDecision: (approved: boolean) => void;
}

export function ChallengeDialog({
  src,
  title,
  text,
  frameTitle,
  cancelLabel,
  onDecision,
}: ChallengeDialogProps) {
  const decided = useRef(false);
  const decide = useCallback(
    (approved: boolean) => {
      if (decided.current) return;
      decided.current = true;
      onDecision(approved);
    },
    [onDecision],
  );
  return (
    <Modal
      isOpen
      // Closing the dialog abandons the authentication: the issuer treats it as refused.
      onOpenChange={(open) => !open && decide(false)}
      title={title}
      closeLabel={cancelLabel}
      data-testid="threeds-challenge"
    >
      <p className={styles.challengeText}>{text}</p>
      <iframe
        className={styles.challengeFrame}
        title={frameTitle}
        src={src}
        onLoad={(event) => watchChallengeFrame(event.currentTarget, decide)}
      />
    </Modal>
  );
}
