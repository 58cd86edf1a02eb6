import type { LoginErrorKind, RegistrationErrorKind } from '@atelier/core-loyalty';
import { Button, TextField } from '@atelier/ui';
import { useId, useState, type FormEvent } from 'react';
import { createCaptchaSession, type CaptchaSession } from '../browser/captcha/captcha-session.js';
import { looksLikeEmail } from '../../../shell/browser/email-shape.js';
import { fillLabel } from '../../../shell/browser/labels.js';
import { signUp, type SessionSite } from '../../../shell/browser/session/session-store.js';
import type { RegistrationFields } from '../account-view.js';
import { AccountErrorModal } from './AccountErrorModal.js';
import { formErrorEvent } from '../../../shell/browser/analytics/analytics-events.js';
import { queueTracking } from '../../../shell/browser/tracking-queue.js';
import {
  registrationErrorRules,
  registrationProblems,
  type RegistrationDraft,
} from '../browser/registration-draft.js';

type RegisterError = RegistrationErrorKind | LoginErrorKind;

/**
 * docs/product/accounts.md §3.6: duplicate e-mail and phone and the validation error have their own
 * text; so has a captcha that could not be solved or was refused (trying again solves a new one).
 */
function messageKey(error: RegisterError): string {
  if (error === 'duplicateEmail') return 'registerDuplicateEmail';
  if (error === 'duplicatePhone') return 'registerDuplicatePhone';
  if (error === 'validation') return 'registerValidationError';
  if (error === 'captcha') return 'registerCaptchaError';
  return 'registerUnexpectedError';
}

const EMPTY: RegistrationDraft = {
  email: '',
  name: '',
  surname: '',
  secondLastName: '',
  phone: '',
  birthDate: '',
  nationalId: '',
  password: '',
  newsletter: false,
  loyaltyTerms: false,
  privacy: false,
};

/**
 * Registration with the site's fields (docs/product/accounts.md §3.3). A failure keeps everything
 * typed; a duplicate e-mail or phone and a validation error are said in role="alert" (the duplicate
 * also marks its field), an unexpected failure in the error modal of section 8.
 */
export function RegisterForm({
  at,
  labels,
  fields,
  loyaltyFirst,
  onSignedIn,
  captcha: captchaOverride,
}: {
  at: SessionSite;
  labels: Readonly<Record<string, string>>;
  fields: RegistrationFields;
  /** The loyalty-club registration: its terms come ticked. */
  loyaltyFirst: boolean;
  onSignedIn: () => void;
  /** The captcha solver; the lazily loaded ALTCHA one by default (tests give their own). */
  captcha?: CaptchaSession;
}) {
  const id = useId();
  // One per form: solving starts when the shopper first focuses a field (ADR 0028).
  const [captcha] = useState(() => captchaOverride ?? createCaptchaSession());
  const label = (key: string) => fillLabel(labels, key);
  const [draft, setDraft] = useState<RegistrationDraft>({
    ...EMPTY,
    loyaltyTerms: loyaltyFirst && fields.loyalty,
  });
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<RegisterError | null>(null);
  const problems = checked ? registrationProblems(draft, fields, looksLikeEmail) : {};
  const problem = (field: keyof RegistrationDraft) => {
    const key = problems[field];
    return key ? label(key) : null;
  };
  const edit =
    <K extends keyof RegistrationDraft>(field: K) =>
    (value: RegistrationDraft[K]) =>
      setDraft((current) => ({ ...current, [field]: value }));
  const optional = (text: string, required: boolean) =>
    required ? text : `${text} ${label('accountOptional')}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setChecked(true);
    const found = registrationProblems(draft, fields, looksLikeEmail);
    if (Object.keys(found).length > 0) {
      for (const { rule, field } of registrationErrorRules(found))
        void queueTracking(formErrorEvent(at.site, 'register', rule, field));
      return;
    }
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
    const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
    const outcome = await signUp(at, {
      email: draft.email.trim(),
      name: draft.name.trim(),
      surname: draft.surname.trim(),
      password: draft.password,
      subscribedToNewsletter: draft.newsletter,
      loyaltyTermsAccepted: fields.loyalty && draft.loyaltyTerms,
      // The OCC field name (docs/product/accounts.md §3.2); the storefront's proxy checks it (ADR
      // 0028).
      reCaptchaToken,
      ...(fields.secondLastName && text(draft.secondLastName)
        ? { secondLastName: text(draft.secondLastName) as string }
        : {}),
      ...(text(draft.phone) ? { phone: text(draft.phone) as string } : {}),
      ...(fields.birthDate && text(draft.birthDate) ? { birthDate: draft.birthDate } : {}),
      ...(fields.nationalId !== 'hidden' && text(draft.nationalId)
        ? { nationalId: text(draft.nationalId) as string }
        : {}),
    });
    setPending(false);
    if (outcome.ok) {
      onSignedIn();
      return;
    }
    setError(outcome.error);
    // The token is spent: the shopper will correct and send again, so solve the next now.
    captcha.prepare();
  };

  const unexpected = error !== null && messageKey(error) === 'registerUnexpectedError';
  const privacyError = problem('privacy');
  return (
    <section className="sf-account-panel">
      <h2 id="register-title">{label(loyaltyFirst ? 'registerLoyaltyTitle' : 'registerTitle')}</h2>
      <form
        className="sf-account-form"
        onSubmit={submit}
        onFocus={() => captcha.prepare()}
        noValidate
        aria-labelledby="register-title"
        data-testid="register-form"
      >
        <TextField
          label={label('accountEmail')}
          name="email"
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={edit('email')}
          errorMessage={
            problem('email') ??
            (error === 'duplicateEmail' ? label('registerDuplicateEmail') : null)
          }
          isRequired
        />
        <div className="sf-account-row">
          <TextField
            label={label('accountFirstName')}
            name="given-name"
            autoComplete="given-name"
            value={draft.name}
            onChange={edit('name')}
            errorMessage={problem('name')}
            isRequired
          />
          <TextField
            label={label('accountLastName')}
            name="family-name"
            autoComplete="family-name"
            value={draft.surname}
            onChange={edit('surname')}
            errorMessage={problem('surname')}
            isRequired
          />
        </div>
        {fields.secondLastName && (
          <TextField
            label={optional(label('accountSecondLastName'), false)}
            name="second-surname"
            autoComplete="additional-name"
            value={draft.secondLastName}
            onChange={edit('secondLastName')}
          />
        )}
        <TextField
          label={optional(label('accountPhone'), false)}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={draft.phone}
          onChange={edit('phone')}
          errorMessage={error === 'duplicatePhone' ? label('registerDuplicatePhone') : null}
        />
        {fields.birthDate && (
          <div className="sf-account-field">
            <label htmlFor={`${id}-birth`}>{optional(label('accountBirthDate'), false)}</label>
            <input
              id={`${id}-birth`}
              name="bday"
              type="date"
              autoComplete="bday"
              value={draft.birthDate}
              onChange={(event) => edit('birthDate')(event.target.value)}
            />
          </div>
        )}
        {fields.nationalId !== 'hidden' && (
          <TextField
            label={optional(label('accountNationalId'), fields.nationalId === 'required')}
            name="national-id"
            value={draft.nationalId}
            onChange={edit('nationalId')}
            errorMessage={problem('nationalId')}
            isRequired={fields.nationalId === 'required'}
          />
        )}
        <TextField
          label={label('accountPassword')}
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={draft.password}
          onChange={edit('password')}
          description={label('accountPasswordShort')}
          errorMessage={problem('password')}
          isRequired
        />
        <label className="sf-account-check">
          <input
            type="checkbox"
            checked={draft.newsletter}
            onChange={(event) => edit('newsletter')(event.target.checked)}
          />
          <span>{label('accountNewsletterOptIn')}</span>
        </label>
        {fields.loyalty && (
          <label className="sf-account-check">
            <input
              type="checkbox"
              checked={draft.loyaltyTerms}
              onChange={(event) => edit('loyaltyTerms')(event.target.checked)}
            />
            <span>{label('accountLoyaltyTerms')}</span>
          </label>
        )}
        <label className="sf-account-check">
          <input
            type="checkbox"
            checked={draft.privacy}
            onChange={(event) => edit('privacy')(event.target.checked)}
            aria-invalid={privacyError ? true : undefined}
            aria-describedby={privacyError ? `${id}-privacy-error` : undefined}
            aria-required
          />
          <span>{label('newsletterConsent')}</span>
        </label>
        {privacyError && (
          <p id={`${id}-privacy-error`} className="sf-account-check-error">
            {privacyError}
          </p>
        )}
        {error && !unexpected && (
          <div className="sf-account-alert" role="alert" data-testid="register-error">
            {label(messageKey(error))}
          </div>
        )}
        {unexpected && (
          <AccountErrorModal
            title={label('registerErrorTitle')}
            message={label(messageKey(error))}
            closeLabel={label('close')}
            onClose={() => setError(null)}
            testId="register-error"
          />
        )}
        <Button type="submit" isPending={pending} data-testid="register-submit">
          {label('registerCta')}
        </Button>
      </form>
    </section>
  );
}
