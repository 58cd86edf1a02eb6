// @vitest-environment jsdom
import '../../../../test/jsdom-polyfills.js';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaSession } from '../browser/captcha/captcha-session.js';
import { signUp } from '../../../shell/browser/session/session-store.js';
import type { RegistrationFields } from '../account-view.js';
import { RegisterForm } from './RegisterForm.js';

// The session has its own tests over the sandbox; here the form is under test.
vi.mock('../../../shell/browser/session/session-store.js', () => ({ signUp: vi.fn() }));
const signUpMock = vi.mocked(signUp);

const labels = {
  registerTitle: 'Create an account',
  close: 'Close',
  registerLoyaltyTitle: 'Join the club',
  accountEmail: 'E-mail address',
  accountFirstName: 'First name',
  accountLastName: 'Surname',
  accountSecondLastName: 'Second surname',
  accountPhone: 'Mobile phone',
  accountBirthDate: 'Date of birth',
  accountNationalId: 'National ID number',
  accountOptional: '(optional)',
  accountPassword: 'Password',
  accountNewsletterOptIn: 'Newsletter please',
  accountLoyaltyTerms: 'Join the loyalty club',
  newsletterConsent: 'I accept the privacy policy.',
  registerCta: 'Create account',
  registerDuplicateEmail: 'There is already an account with this e-mail.',
  registerDuplicatePhone: 'This phone number is already in another account.',
  registerErrorTitle: 'We could not create your account',
  registerUnexpectedError: 'Something went wrong on our side.',
  registerCaptchaError: 'The automatic security check did not go through.',
  accountFieldRequired: 'Fill in this field.',
  accountPasswordShort: 'At least 8 characters.',
  accountPrivacyRequired: 'Accept the privacy policy.',
  invalidEmail: 'Enter a valid e-mail address',
};
const at = { site: 'es-es', vertical: 'main' } as const;
const ALL: RegistrationFields = {
  secondLastName: true,
  birthDate: true,
  nationalId: 'required',
  loyalty: true,
};

afterEach(() => {
  cleanup();
  signUpMock.mockReset();
});

/** The captcha solver stands in here (it has its own tests over HTTP): it answers a token. */
function fakeCaptcha(token: CaptchaSession['token'] = async () => 'solved-token') {
  return { prepare: vi.fn(), token: vi.fn(token) };
}

async function fill(withNationalId = true) {
  await userEvent.type(screen.getByLabelText('E-mail address'), 'marta@example.com');
  await userEvent.type(screen.getByLabelText('First name'), 'Marta');
  await userEvent.type(screen.getByLabelText('Surname'), 'Ruiz');
  await userEvent.type(screen.getByLabelText('Mobile phone (optional)'), '+34 600 111 222');
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Secret-2026');
  if (withNationalId)
    await userEvent.type(screen.getByLabelText('National ID number'), '12345678Z');
  await userEvent.click(screen.getByLabelText('I accept the privacy policy.'));
}

describe('RegisterForm (docs/product/accounts.md §3.2, §3.6)', () => {
  it('asks only the fields the site asks for', () => {
    render(
      <RegisterForm
        at={at}
        labels={labels}
        fields={{ secondLastName: false, birthDate: false, nationalId: 'hidden', loyalty: false }}
        loyaltyFirst={false}
        onSignedIn={vi.fn()}
        captcha={fakeCaptcha()}
      />,
    );
    expect(screen.queryByLabelText(/Second surname/)).toBeNull();
    expect(screen.queryByLabelText(/Date of birth/)).toBeNull();
    expect(screen.queryByLabelText(/National ID/)).toBeNull();
    expect(screen.queryByLabelText('Join the loyalty club')).toBeNull();
  });

  it('requires what is mandatory before sending, the national id included where the site says so', async () => {
    render(
      <RegisterForm
        at={at}
        labels={labels}
        fields={ALL}
        loyaltyFirst={false}
        onSignedIn={vi.fn()}
        captcha={fakeCaptcha()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText('Fill in this field.')).toHaveLength(4);
    expect(screen.getByText('At least 8 characters.', { selector: '[id$="-error"]' })).toBeTruthy();
    expect(screen.getByText('Accept the privacy policy.')).toBeTruthy();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('sends the registration payload with the site fields; the loyalty page ticks the club terms', async () => {
    signUpMock.mockResolvedValue({ ok: true, user: { id: 'x' } as never });
    const onSignedIn = vi.fn();
    render(
      <RegisterForm
        at={at}
        labels={labels}
        fields={ALL}
        loyaltyFirst
        onSignedIn={onSignedIn}
        captcha={fakeCaptcha()}
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Join the club');
    await userEvent.type(screen.getByLabelText('Second surname (optional)'), 'Gómez');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(signUpMock).toHaveBeenCalledWith(at, {
      email: 'marta@example.com',
      name: 'Marta',
      surname: 'Ruiz',
      secondLastName: 'Gómez',
      phone: '+34 600 111 222',
      nationalId: '12345678Z',
      password: 'Secret-2026',
      subscribedToNewsletter: false,
      loyaltyTermsAccepted: true,
      reCaptchaToken: 'solved-token',
    });
  });

  it('starts solving the captcha when a field is first focused, not before', async () => {
    const captcha = fakeCaptcha();
    render(
      <RegisterForm
        at={at}
        labels={labels}
        fields={ALL}
        loyaltyFirst={false}
        onSignedIn={vi.fn()}
        captcha={captcha}
      />,
    );
    expect(captcha.prepare).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('E-mail address'));
    expect(captcha.prepare).toHaveBeenCalled();
  });

  it('is pending while the captcha is solved; one that cannot be solved is said in an alert and solved anew on the next try', async () => {
    let fail: (error: Error) => void = () => {};
    const captcha = fakeCaptcha();
    captcha.token
      .mockImplementationOnce(() => new Promise<string>((_resolve, reject) => (fail = reject)))
      .mockResolvedValueOnce('second-token');
    signUpMock.mockResolvedValue({ ok: true, user: { id: 'x' } as never });
    const onSignedIn = vi.fn();
    render(
      <RegisterForm
        at={at}
        labels={labels}
        fields={ALL}
        loyaltyFirst={false}
        onSignedIn={onSignedIn}
        captcha={captcha}
      />,
    );
    await fill();
    const submit = screen.getByRole('button', { name: 'Create account' });
    await userEvent.click(submit);
    await vi.waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('true'));
    // A second press while solving sends nothing more.
    await userEvent.click(submit);
    expect(captcha.token).toHaveBeenCalledTimes(1);
    fail(new Error('offline'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The automatic security check did not go through.',
    );
    expect(submit.getAttribute('aria-disabled')).toBeNull();
    expect(signUpMock).not.toHaveBeenCalled();

    await userEvent.click(submit);
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(signUpMock.mock.calls[0]?.[1]).toMatchObject({ reCaptchaToken: 'second-token' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a token the server refused is said in the same alert, and the next one is prepared', async () => {
    signUpMock.mockResolvedValueOnce({ ok: false, error: 'captcha' });
    const captcha = fakeCaptcha();
    render(
      <RegisterForm
        at={at}
        labels={labels}
        fields={ALL}
        loyaltyFirst={false}
        onSignedIn={vi.fn()}
        captcha={captcha}
      />,
    );
    await fill();
    captcha.prepare.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The automatic security check did not go through.',
    );
    expect(captcha.prepare).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a duplicate e-mail or phone marks its field, an unexpected failure has its title; what was typed stays', async () => {
    signUpMock
      .mockResolvedValueOnce({ ok: false, error: 'duplicateEmail' })
      .mockResolvedValueOnce({ ok: false, error: 'duplicatePhone' })
      .mockResolvedValueOnce({ ok: false, error: 'unexpected' });
    render(
      <RegisterForm
        at={at}
        labels={labels}
        fields={ALL}
        loyaltyFirst={false}
        onSignedIn={vi.fn()}
        captcha={fakeCaptcha()}
      />,
    );
    await fill();
    const send = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is already an account with this e-mail.',
    );
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    await send();
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This phone number is already in another account.',
      ),
    );
    expect(screen.getByLabelText('Mobile phone (optional)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await send();
    await vi.waitFor(() =>
      expect(screen.getByRole('alertdialog').textContent).toContain(
        'We could not create your account',
      ),
    );
    // docs/product/accounts.md §3.6: an unexpected failure is a modal with the create-account
    // title.
    expect(screen.getByTestId('register-error').textContent).toBe(
      'Something went wrong on our side.',
    );
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Marta');
    expect((screen.getByLabelText('National ID number') as HTMLInputElement).value).toBe(
      '12345678Z',
    );
  });

  it('reports each form error as rule plus field, with analytics consent (docs/product/consent.md §3)', async () => {
    document.cookie = 'atelier_consent=all; Path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    render(
      <RegisterForm
        at={at}
        labels={labels}
        fields={ALL}
        loyaltyFirst={false}
        onSignedIn={vi.fn()}
        captcha={fakeCaptcha()}
      />,
    );
    await userEvent.type(screen.getByLabelText('E-mail address'), 'marta@');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const error = (rule: string, field: string) => ({
      event: 'form_error',
      site: 'es-es',
      form: 'register',
      rule,
      field,
    });
    await vi.waitFor(() =>
      expect((window as unknown as { dataLayer?: unknown[] }).dataLayer).toEqual([
        error('email', 'email'),
        error('required', 'name'),
        error('required', 'surname'),
        error('required', 'nationalId'),
        error('minLength', 'password'),
        error('required', 'privacy'),
      ]),
    );
    expect(signUpMock).not.toHaveBeenCalled();
    document.cookie = 'atelier_consent=; Path=/; Max-Age=0';
    vi.unstubAllGlobals();
  });
});
