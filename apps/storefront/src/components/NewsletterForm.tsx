import { Button, TextField } from '@atelier/ui';
import { useState, type FormEvent } from 'react';
import { fillLabel } from '../client/labels.js';
import { markSubscribed } from '../client/newsletter.js';
import { PRIVACY_POLICY } from '../data/policy-slugs.js';
import type { ShellView } from '../data/view-types.js';
import { PolicyLink } from './policy/PolicyLink.js';
import './NewsletterForm.css';

/** The footer's newsletter sign-up (the popup shares its subscribed flag). */
export function NewsletterForm({ shell }: { shell: ShellView }) {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const newsletter = shell.newsletter;
  if (!newsletter) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.includes('@')) return;
    markSubscribed();
    setDone(true);
  };
  return (
    <section className="sf-newsletter-form" aria-labelledby="footer-newsletter-title">
      <h2 id="footer-newsletter-title">{newsletter.title}</h2>
      <p>{newsletter.text}</p>
      {done ? (
        <p role="status">{fillLabel(shell.labels, 'newsletterSuccess')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <TextField
            label={fillLabel(shell.labels, 'newsletterEmail')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            isRequired
          />
          <Button type="submit" variant="secondary">
            {newsletter.cta}
          </Button>
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
