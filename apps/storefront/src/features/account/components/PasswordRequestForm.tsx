import { Button, TextField } from '@atelier/ui';
import { useState, type FormEvent } from 'react';
import { looksLikeEmail } from '../../../shell/browser/email-shape.js';
import { fillLabel } from '../../../shell/browser/labels.js';
import { requestPassword, type SessionSite } from '../../../shell/browser/session/session-store.js';

/**
 * The recovery e-mail request (docs/product/accounts.md §6; docs/product/commerce-api.md §3). The
 * answer never says whether an account exists: the same notice for every address the back-end took.
 */
export function PasswordRequestForm({
  at,
  labels,
}: {
  at: SessionSite;
  labels: Readonly<Record<string, string>>;
}) {
  const label = (key: string) => fillLabel(labels, key);
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<boolean | null>(null);
  const valid = looksLikeEmail(email.trim());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setChecked(true);
    if (!valid) return;
    setPending(true);
    setResult(null);
    setResult(await requestPassword(at, email.trim()));
    setPending(false);
  };
  return (
    <section className="sf-account-panel sf-account-narrow" aria-labelledby="pw-request-title">
      <h1 id="pw-request-title" className="sf-h1">
        {label('passwordRequestTitle')}
      </h1>
      <p>{label('passwordRequestIntro')}</p>
      {result === true ? (
        <p className="sf-account-notice" role="status" data-testid="password-request-sent">
          {label('passwordRequestSent')}
        </p>
      ) : (
        <form
          className="sf-account-form"
          onSubmit={submit}
          noValidate
          data-testid="password-request-form"
        >
          <TextField
            label={label('accountEmail')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            errorMessage={checked && !valid ? label('invalidEmail') : null}
            isRequired
          />
          {result === false && (
            <p className="sf-account-alert" role="alert">
              {label('passwordRequestFailed')}
            </p>
          )}
          <Button type="submit" isPending={pending}>
            {label('passwordRequestCta')}
          </Button>
        </form>
      )}
      <a className="sf-account-link" href={`/${at.site}/register/`}>
        {label('backToLogin')}
      </a>
    </section>
  );
}
