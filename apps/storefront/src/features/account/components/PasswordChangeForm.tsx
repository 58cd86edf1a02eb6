import { Button, TextField } from '@atelier/ui';
import { useState, type FormEvent } from 'react';
import { fillLabel } from '../../../shell/browser/labels.js';
import { restorePassword, type SessionSite } from '../../../shell/browser/session/session-store.js';
import { MIN_PASSWORD_LENGTH } from '../browser/registration-draft.js';

/** The reset link's token: read in the browser, so it never reaches a page's HTML or data. */
function linkToken(): string {
  return new URLSearchParams(window.location.search).get('token')?.trim() ?? '';
}

/**
 * A new password with the token of the recovery link (docs/product/accounts.md §6). A failure
 * says the link is no longer valid and offers a new one, without any other way out
 * (docs/product/accounts.md §6: no redirect call to action).
 */
export function PasswordChangeForm({
  at,
  labels,
}: {
  at: SessionSite;
  labels: Readonly<Record<string, string>>;
}) {
  const label = (key: string) => fillLabel(labels, key);
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<boolean | null>(null);
  const short = password.length < MIN_PASSWORD_LENGTH;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setChecked(true);
    if (short) return;
    const token = linkToken();
    setPending(true);
    setResult(token === '' ? false : await restorePassword(at, token, password));
    setPending(false);
  };
  return (
    <section className="sf-account-panel sf-account-narrow" aria-labelledby="pw-change-title">
      <h1 id="pw-change-title" className="sf-h1">
        {label('passwordChangeTitle')}
      </h1>
      {result === true ? (
        <>
          <p className="sf-account-notice" role="status" data-testid="password-changed">
            {label('passwordChanged')}
          </p>
          <a className="sf-account-link" href={`/${at.site}/register/`}>
            {label('loginTitle')}
          </a>
        </>
      ) : (
        <form
          className="sf-account-form"
          onSubmit={submit}
          noValidate
          data-testid="password-change-form"
        >
          <TextField
            label={label('accountNewPassword')}
            name="new-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            description={label('accountPasswordShort')}
            errorMessage={checked && short ? label('accountPasswordShort') : null}
            isRequired
          />
          {result === false && (
            <div className="sf-account-alert" role="alert" data-testid="password-change-error">
              {label('passwordRestoreFailed')}{' '}
              <a href={`/${at.site}/login/pw/request/external/`}>{label('passwordRequestCta')}</a>
            </div>
          )}
          <Button type="submit" isPending={pending}>
            {label('passwordChangeCta')}
          </Button>
        </form>
      )}
    </section>
  );
}
