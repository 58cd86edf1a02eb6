import { Modal } from '../Modal/Modal.js';
import styles from './ThreeDSChallenge.module.css';

export interface ThreeDSChallengeProps {
  isOpen: boolean;
  /** The bank's challenge page (an iframe: the bank, not us, handles the shopper's input). */
  src?: string;
  /** Or markup the payment provider returned (e.g. an auto-posting form). */
  srcDoc?: string;
  title?: string;
  text?: string;
  frameTitle?: string;
  /** Cancelling abandons the payment; the app decides what that means. */
  onCancel: () => void;
  cancelLabel?: string;
}

/** The 3-D Secure challenge in a dialog. Load lazily: only some payments need it. */
export function ThreeDSChallenge({
  isOpen,
  src,
  srcDoc,
  title = 'Confirm the payment with your bank',
  text = 'Your bank needs to confirm it is you. Do not close this window.',
  frameTitle = 'Bank verification',
  onCancel,
  cancelLabel = 'Cancel payment',
}: ThreeDSChallengeProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      closeLabel={cancelLabel}
      data-testid="threeds-challenge"
    >
      <p className={styles.text}>{text}</p>
      <iframe
        className={styles.frame}
        title={frameTitle}
        {...(src ? { src } : {})}
        {...(srcDoc ? { srcDoc } : {})}
        sandbox="allow-forms allow-scripts allow-same-origin allow-top-navigation"
      />
    </Modal>
  );
}
