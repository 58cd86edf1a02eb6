import { NewsletterPopup, type NewsletterStatus } from '@atelier/ui';
import { useState } from 'react';
import { looksLikeEmail } from '../browser/email-shape.js';
import { fillLabel } from '../browser/labels.js';
import { PRIVACY_POLICY } from '../policy-slugs.js';
import type { ShellView } from '../view-types.js';
import { PolicyLink } from './policy/PolicyLink.js';
import { useNewsletterSubscription } from './use-newsletter-subscription.js';

/** The ui newsletter popup with the footer's newsletter texts; loaded when it opens. */
export default function NewsletterDialog({
  shell,
  onClose,
}: {
  shell: ShellView;
  onClose: () => void;
}) {
  const { result, pending, subscribe } = useNewsletterSubscription(shell);
  const [invalid, setInvalid] = useState(false);
  const newsletter = shell.newsletter;
  if (!newsletter) return null;
  const label = (key: string) => fillLabel(shell.labels, key);
  // The popup keeps the address typed in; after an error, sending again is the retry.
  const status: NewsletterStatus = pending
    ? 'submitting'
    : result === true
      ? 'success'
      : invalid || result === false
        ? 'error'
        : 'idle';
  return (
    <NewsletterPopup
      isOpen
      onOpenChange={(open) => !open && onClose()}
      status={status}
      errorMessage={invalid ? label('invalidEmail') : label('newsletterError')}
      onSubmit={(email, name) => {
        if (pending) return;
        const ok = looksLikeEmail(email);
        setInvalid(!ok);
        if (ok) void subscribe(email, name);
      }}
      consentNote={
        <PolicyLink site={shell.site} slug={PRIVACY_POLICY} labels={shell.labels}>
          {label('privacyPolicy')}
        </PolicyLink>
      }
      labels={{
        title: newsletter.title,
        text: newsletter.text,
        email: label('newsletterEmail'),
        // docs/product/shell.md §5.1: a subscription sends the e-mail and the name.
        name: label('newsletterName'),
        consent: label('newsletterConsent'),
        consentRequired: label('newsletterConsentRequired'),
        submit: newsletter.cta,
        success: label('newsletterSuccess'),
        close: label('close'),
      }}
    />
  );
}
