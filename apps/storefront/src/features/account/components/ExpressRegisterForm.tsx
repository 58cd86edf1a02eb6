import type { LoginErrorKind, RegistrationErrorKind } from '@atelier/core-loyalty';
import { Button, TextField } from '@atelier/ui';
import { useId, useState, type FormEvent } from 'react';
import { createCaptchaSession, type CaptchaSession } from '../browser/captcha/captcha-session.js';
import { fillLabel } from '../../../shell/browser/labels.js';
import { Verbatim } from '../../../shell/components/LabelNodes.js';
import { signUp, type SessionSite } from '../../../shell/browser/session/session-store.js';
import { AccountErrorModal } from './AccountErrorModal.js';
import './account.css';

type RegisterError = RegistrationErrorKind | LoginErrorKind;

/** The create-account error form's message for a failure (docs/product/accounts.md §3.6). */
function messageKey(error: RegisterError): string {
  if (error === 'duplicateEmail') return 'registerDuplicateEmail';
  if (error === 'duplicatePhone') return 'registerDuplicatePhone';
  if (error === 'validation') return 'registerValidationError';
  if (error === 'captcha') return 'registerCaptchaError';
  return 'registerUnexpectedError';
}

const MIN_PASSWORD = 8;

export interface ExpressRegisterFormProps {
  at: SessionSite;
  labels: Readonly<Record<string, string>>;
  /** The wallet's e-mail the order went to: the account is created for it, and only for it. */
  email: string;
  /** The wallet's name and surname (the order's delivery address). */
  name: string;
  surname: string;
  onRegistered?: () => void;
  /** The captcha solver; the lazily loaded ALTCHA one by default (tests give their own). */
  captcha?: CaptchaSession;
}

/**
 * The express register (docs/product/checkout.md §11): after an express purchase a guest creates
 * the account with the wallet's e-mail and a password: registered with a captcha token, logged
 * in, the session stored (the shell's one sign-up, which also subscribes the newsletter when
 * chosen). The e-mail is not editable and an e-mail that has an account already is refused by
 * the back-end as a duplicate: nobody signs in to an existing account from here. Every failure
 * shows the generic error modal with the create-account error labels (docs/product/checkout.md
 * §10.4).
 */
export function ExpressRegisterForm({
  at,
  labels,
  email,
  name,
  surname,
  onRegistered,
  captcha: captchaOverride,
}: ExpressRegisterFormProps) {
  const id = useId();
  const [captcha] = useState(() => captchaOverride ?? createCaptchaSession());
  const label = (key: string) => fillLabel(labels, key);
  const [password, setPassword] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<RegisterError | null>(null);
  const [registered, setRegistered] = useState(false);
  const passwordProblem = !checked
    ? null
    : password === ''
      ? label('accountFieldRequired')
      : password.length < MIN_PASSWORD
        ? label('accountPasswordShort')
        : null;
  const privacyProblem = checked && !privacy ? label('accountPrivacyRequired') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setChecked(true);
    if (password.length < MIN_PASSWORD || !privacy) return;
    setPending(true);
    setError(null);
    let reCaptchaToken: string;
    try {
      reCaptchaToken = await captcha.token();
    } catch {
      setPending(false);
      setError('captcha');
      return;
    }
    const outcome = await signUp(at, {
      email,
      name,
      surname,
      password,
      subscribedToNewsletter: newsletter,
      loyaltyTermsAccepted: false,
      reCaptchaToken,
    });
    setPending(false);
    if (outcome.ok) {
      setRegistered(true);
      onRegistered?.();
      return;
    }
    setError(outcome.error);
    // The token is spent: a second try solves the next one now.
    captcha.prepare();
  };

  if (registered) {
    return (
      <p className="sf-account-alert" role="status" data-testid="express-registered">
        {label('checkoutExpressRegistered')}
      </p>
    );
  }
  return (
    <form
      className="sf-account-form"
      onSubmit={submit}
      onFocus={() => captcha.prepare()}
      noValidate
      aria-label={label('registerTitle')}
      data-testid="express-register-form"
    >
      {/* The wallet's e-mail, not a field: the account is for it and no other. */}
      <p className="sf-account-verbatim" data-testid="express-register-email">
        {label('accountEmail')}:{' '}
        <strong>
          <Verbatim>{email}</Verbatim>
        </strong>
      </p>
      <TextField
        label={label('accountPassword')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        description={label('accountPasswordShort')}
        errorMessage={passwordProblem}
        isRequired
        data-testid="express-register-password"
      />
      <label className="sf-account-check">
        <input
          type="checkbox"
          checked={newsletter}
          onChange={(event) => setNewsletter(event.target.checked)}
          data-testid="express-register-newsletter"
        />
        <span>{label('accountNewsletterOptIn')}</span>
      </label>
      <label className="sf-account-check">
        <input
          type="checkbox"
          checked={privacy}
          onChange={(event) => setPrivacy(event.target.checked)}
          aria-invalid={privacyProblem ? true : undefined}
          aria-describedby={privacyProblem ? `${id}-privacy-error` : undefined}
          aria-required
          data-testid="express-register-privacy"
        />
        <span>{label('newsletterConsent')}</span>
      </label>
      {privacyProblem && (
        <p id={`${id}-privacy-error`} className="sf-account-check-error">
          {privacyProblem}
        </p>
      )}
      {error && (
        <AccountErrorModal
          title={label('registerErrorTitle')}
          message={label(messageKey(error))}
          closeLabel={label('close')}
          onClose={() => setError(null)}
          testId="express-register-error"
        />
      )}
      <Button type="submit" isPending={pending} data-testid="express-register-submit">
        {label('registerCta')}
      </Button>
    </form>
  );
}
