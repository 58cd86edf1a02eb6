import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { Modal } from '../Modal/Modal.js';
import { TextField } from '../TextField/TextField.js';
import type { ImageSource } from '../types.js';
import styles from './NewsletterPopup.module.css';

export type NewsletterStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface NewsletterLabels {
  title: string;
  text: string;
  email: string;
  /** The name field's label; without it the popup asks for the e-mail only. */
  name?: string;
  consent: ReactNode;
  consentRequired: string;
  submit: string;
  success: string;
  close: string;
}

export const DEFAULT_NEWSLETTER_LABELS: NewsletterLabels = {
  title: 'Join our newsletter',
  text: 'Be the first to know about new collections and get 10% off your first order.',
  email: 'E-mail',
  consent: 'I have read and accept the privacy policy.',
  consentRequired: 'Accept the privacy policy to subscribe.',
  submit: 'Subscribe',
  success: 'Thank you! Check your inbox to confirm your subscription.',
  close: 'Close',
};

export interface NewsletterPopupProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The address and the name typed (empty when the popup asks for no name). */
  onSubmit: (email: string, name: string) => void;
  status?: NewsletterStatus;
  /** A server message (invalid e-mail, already subscribed). */
  errorMessage?: string | null;
  image?: ImageSource;
  labels?: Partial<NewsletterLabels>;
  /**
   * Beside the consent box, outside its label (a link inside the label would also tick it):
   * e.g. the link to the privacy policy the shopper accepts.
   */
  consentNote?: ReactNode;
}

/** The newsletter invitation: e-mail, privacy consent, and a confirmation. */
export function NewsletterPopup({
  isOpen,
  onOpenChange,
  onSubmit,
  status = 'idle',
  errorMessage,
  image,
  labels: overrides,
  consentNote,
}: NewsletterPopupProps) {
  const labels = { ...DEFAULT_NEWSLETTER_LABELS, ...overrides };
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [triedWithoutConsent, setTriedWithoutConsent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!consent) {
      setTriedWithoutConsent(true);
      return;
    }
    onSubmit(email.trim(), name.trim());
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={labels.title}
      closeLabel={labels.close}
      size={image ? 'lg' : 'md'}
    >
      <div className={clsx(styles.layout, image && styles.withImage)}>
        {image && <img className={styles.image} src={image.src} alt={image.alt} />}
        {status === 'success' ? (
          <p className={styles.success} role="status">
            {labels.success}
          </p>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <p className={styles.text}>{labels.text}</p>
            {labels.name && (
              <TextField
                label={labels.name}
                autoComplete="given-name"
                value={name}
                onChange={setName}
                maxLength={100}
              />
            )}
            <TextField
              label={labels.email}
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              isRequired
              errorMessage={status === 'error' ? (errorMessage ?? null) : null}
            />
            <Checkbox
              className={styles.consent}
              isSelected={consent}
              onChange={(value) => {
                setConsent(value);
                if (value) setTriedWithoutConsent(false);
              }}
              isInvalid={triedWithoutConsent}
            >
              {({ isSelected }) => (
                <>
                  <span className={styles.box} aria-hidden="true">
                    {isSelected && <Check size={14} strokeWidth={3} />}
                  </span>
                  <span>{labels.consent}</span>
                </>
              )}
            </Checkbox>
            {consentNote && <p className={styles.note}>{consentNote}</p>}
            {triedWithoutConsent && (
              <p className={styles.error} role="alert">
                {labels.consentRequired}
              </p>
            )}
            <Button type="submit" isPending={status === 'submitting'} fullWidth>
              {labels.submit}
            </Button>
          </form>
        )}
      </div>
    </Modal>
  );
}
