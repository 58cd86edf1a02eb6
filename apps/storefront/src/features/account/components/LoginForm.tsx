import type { LoginErrorKind } from '@atelier/core-loyalty';
import { Button, TextField } from '@atelier/ui';
import { useState, type FormEvent } from 'react';
import { looksLikeEmail } from '../../../shell/browser/email-shape.js';
import { fillLabel } from '../../../shell/browser/labels.js';
import { signIn, type SessionSite } from '../../../shell/browser/session/session-store.js';
import { formErrorEvent } from '../../../shell/browser/analytics/analytics-events.js';
import { queueTracking } from '../../../shell/browser/tracking-queue.js';
import { AccountErrorModal } from './AccountErrorModal.js';
// The form's styles travel with it: the checkout's register step shows it too.
import './account.css';

/** docs/product/accounts.md §9: invalid_grant is a wrong account, anything else unexpected. */
const LOGIN_MESSAGE: Record<LoginErrorKind, string> = {
  wrongAccount: 'loginWrongAccount',
  unexpectedError: 'loginUnexpectedError',
};

/**
 * The login form (docs/product/accounts.md §2.2). What the shopper typed stays after a failure: a
 * wrong account is said under the fields (role="alert"), any other failure in an error modal
 * (section 8); the studio line's username suffix is the session's.
 */
export function LoginForm({
  at,
  labels,
  onSignedIn,
}: {
  at: SessionSite;
  labels: Readonly<Record<string, string>>;
  onSignedIn: () => void;
}) {
  const label = (key: string) => fillLabel(labels, key);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<LoginErrorKind | null>(null);
  const emailError = checked
    ? email.trim() === ''
      ? label('accountFieldRequired')
      : !looksLikeEmail(email.trim())
        ? label('invalidEmail')
        : null
    : null;
  const passwordError = checked && password === '' ? label('accountFieldRequired') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setChecked(true);
    if (!looksLikeEmail(email.trim()) || password === '') {
      // docs/product/consent.md §3.4: each form error is reported as the rule plus the field.
      const address = email.trim();
      if (!looksLikeEmail(address))
        void queueTracking(
          formErrorEvent(at.site, 'login', address ? 'email' : 'required', 'email'),
        );
      if (password === '')
        void queueTracking(formErrorEvent(at.site, 'login', 'required', 'password'));
      return;
    }
    setPending(true);
    setError(null);
    const outcome = await signIn(at, email.trim(), password);
    setPending(false);
    if (outcome.ok) onSignedIn();
    else setError(outcome.error);
  };

  return (
    <section className="sf-account-panel">
      <h2 id="login-title">{label('loginTitle')}</h2>
      <p>{label('loginIntro')}</p>
      <form
        className="sf-account-form"
        onSubmit={submit}
        noValidate
        aria-labelledby="login-title"
        data-testid="login-form"
      >
        <TextField
          label={label('accountEmail')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          errorMessage={emailError}
          isRequired
        />
        <TextField
          label={label('accountPassword')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errorMessage={passwordError}
          isRequired
        />
        {error === 'wrongAccount' && (
          <p className="sf-account-alert" role="alert" data-testid="login-error">
            {label(LOGIN_MESSAGE[error])}
          </p>
        )}
        {error === 'unexpectedError' && (
          <AccountErrorModal
            title={label('loginTitle')}
            message={label(LOGIN_MESSAGE[error])}
            closeLabel={label('close')}
            onClose={() => setError(null)}
            testId="login-error"
          />
        )}
        <Button type="submit" isPending={pending} data-testid="login-submit">
          {label('loginCta')}
        </Button>
        <a className="sf-account-link" href={`/${at.site}/login/pw/request/external/`}>
          {label('forgotPassword')}
        </a>
      </form>
    </section>
  );
}
