import { Button, TextField } from '@atelier/ui';
import { useState, type FormEvent } from 'react';
import { looksLikeEmail } from '../browser/email-shape.js';
import { formErrorEvent } from '../browser/analytics/analytics-events.js';
import { fillLabel } from '../browser/labels.js';
import { queueTracking } from '../browser/tracking-queue.js';
import { PRIVACY_POLICY } from '../policy-slugs.js';
import type { ShellView } from '../view-types.js';
import { PolicyLink } from './policy/PolicyLink.js';
import { useNewsletterSubscription } from './use-newsletter-subscription.js';
// NewsletterForm.css is part of the frame stylesheet (src/shell/components/frame.css), not imported here.

/** The footer's newsletter sign-up (the popup shares its subscribed flag). */
export function NewsletterForm({ shell }: { shell: ShellView }) {
  const [email, setEmail] = useState('');
  // docs/product/shell.md §5.1: a subscription sends the e-mail and the name.
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { result, pending, subscribe, reset } = useNewsletterSubscription(shell);
  const newsletter = shell.newsletter;
  if (!newsletter) return null;
  const label = (key: string) => fillLabel(shell.labels, key);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      void queueTracking(
        formErrorEvent(shell.site, 'newsletter', address ? 'email' : 'required', 'email'),
      );
      return setInvalid(true);
    }
    void subscribe(address, name.trim());
  };
  // Editing after a failure starts over: the error goes, the address typed stays.
  const edit = (value: string) => {
    setEmail(value);
    setInvalid(false);
    if (result === false) reset();
  };
  return (
    <section className="sf-newsletter-form" aria-labelledby="footer-newsletter-title">
      <h2 id="footer-newsletter-title">{newsletter.title}</h2>
      <p>{newsletter.text}</p>
      {result === true ? (
        <p role="status" data-testid="newsletter-success">
          {label('newsletterSuccess')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate data-testid="newsletter-form">
          <TextField
            label={label('newsletterName')}
            autoComplete="given-name"
            value={name}
            onChange={(value) => {
              setName(value);
              if (result === false) reset();
            }}
            maxLength={100}
          />
          <TextField
            label={label('newsletterEmail')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={edit}
            errorMessage={invalid ? label('invalidEmail') : null}
            isRequired
          />
          <Button type="submit" variant="secondary" isPending={pending}>
            {newsletter.cta}
          </Button>
          {result === false && (
            <p className="sf-newsletter-form-error" role="alert">
              {label('newsletterError')}
            </p>
          )}
        </form>
      )}
      <p className="sf-policy-note">
        <PolicyLink site={shell.site} slug={PRIVACY_POLICY} labels={shell.labels}>
          {fillLabel(shell.labels, 'privacyPolicy')}
        </PolicyLink>
      </p>
    </section>
  );
}
