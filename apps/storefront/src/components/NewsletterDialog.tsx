import { NewsletterPopup, type NewsletterStatus } from '@atelier/ui';
import { useState } from 'react';
import { fillLabel } from '../client/labels.js';
import { markSubscribed } from '../client/newsletter.js';
import type { ShellView } from '../data/view-types.js';

/** The ui newsletter popup with the footer's newsletter texts; loaded when it opens. */
export default function NewsletterDialog({
  shell,
  onClose,
}: {
  shell: ShellView;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const newsletter = shell.newsletter;
  if (!newsletter) return null;
  const label = (key: string) => fillLabel(shell.labels, key);
  return (
    <NewsletterPopup
      isOpen
      onOpenChange={(open) => !open && onClose()}
      status={status}
      onSubmit={() => {
        markSubscribed();
        setStatus('success');
      }}
      labels={{
        title: newsletter.title,
        text: newsletter.text,
        email: label('newsletterEmail'),
        consent: label('newsletterConsent'),
        consentRequired: label('newsletterConsentRequired'),
        submit: newsletter.cta,
        success: label('newsletterSuccess'),
        close: label('close'),
      }}
    />
  );
}
