import { NewsletterPopup, type NewsletterStatus } from '@atelier/ui';
import { useState } from 'react';
import { fillLabel } from '../client/labels.js';
import { markSubscribed } from '../client/newsletter.js';
import { PRIVACY_POLICY } from '../data/policy-slugs.js';
import type { ShellView } from '../data/view-types.js';
import { PolicyLink } from './policy/PolicyLink.js';

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
      consentNote={
        <PolicyLink site={shell.site} slug={PRIVACY_POLICY} labels={shell.labels}>
          {label('privacyPolicy')}
        </PolicyLink>
      }
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
