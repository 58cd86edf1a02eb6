// @vitest-environment jsdom
import '../../../../test/jsdom-polyfills.js';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../../shell/browser/session/session-store.js';
import { ExpressRegisterForm } from './ExpressRegisterForm.js';

// The session has its own tests over the sandbox; here the form is under test.
vi.mock('../../../shell/browser/session/session-store.js', () => ({ signUp: vi.fn() }));
const signUpMock = vi.mocked(signUp);

const labels = {
  registerTitle: 'Create an account',
  accountEmail: 'E-mail address',
  accountPassword: 'Password',
  accountPasswordShort: 'At least 8 characters.',
  accountFieldRequired: 'Fill in this field.',
  accountNewsletterOptIn: 'Newsletter please',
  newsletterConsent: 'I accept the privacy policy.',
  accountPrivacyRequired: 'Accept the privacy policy.',
  registerCta: 'Create account',
  registerErrorTitle: 'We could not create your account',
  registerDuplicateEmail: 'There is already an account with this e-mail.',
  registerUnexpectedError: 'Something went wrong on our side.',
  checkoutExpressRegistered: 'Your account is ready.',
  close: 'Close',
};
const at = { site: 'es-es', vertical: 'main' } as const;
const captcha = () => ({ prepare: vi.fn(), token: vi.fn(async () => 'solved-token') });

afterEach(() => {
  cleanup();
  signUpMock.mockReset();
});

function renderForm(onRegistered = vi.fn()) {
  render(
    <ExpressRegisterForm
      at={at}
      labels={labels}
      email="wallet@example.com"
      name="Ana"
      surname="García"
      onRegistered={onRegistered}
      captcha={captcha()}
    />,
  );
  return onRegistered;
}

async function complete() {
  await userEvent.type(screen.getByLabelText(/Password/), 'a-strong-pass');
  await userEvent.click(screen.getByTestId('express-register-newsletter'));
  await userEvent.click(screen.getByTestId('express-register-privacy'));
  await userEvent.click(screen.getByTestId('express-register-submit'));
}

describe('ExpressRegisterForm', () => {
  it("registers the wallet's e-mail with the captcha token and the newsletter choice", async () => {
    signUpMock.mockResolvedValue({ ok: true, user: {} as never });
    const onRegistered = renderForm();
    // The e-mail is the wallet's, shown, not a field the shopper could change.
    expect(screen.getByTestId('express-register-email').textContent).toContain(
      'wallet@example.com',
    );
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).toBeNull();
    await complete();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(signUpMock).toHaveBeenCalledWith(at, {
      email: 'wallet@example.com',
      name: 'Ana',
      surname: 'García',
      password: 'a-strong-pass',
      subscribedToNewsletter: true,
      loyaltyTermsAccepted: false,
      reCaptchaToken: 'solved-token',
    });
    expect(screen.getByTestId('express-registered').textContent).toBe('Your account is ready.');
  });

  it('asks for a password and the privacy policy before anything is sent', async () => {
    renderForm();
    await userEvent.click(screen.getByTestId('express-register-submit'));
    expect(screen.getByText('Fill in this field.')).toBeTruthy();
    expect(screen.getByText('Accept the privacy policy.')).toBeTruthy();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('an e-mail with an account already is refused in the error modal: nobody is signed in', async () => {
    signUpMock.mockResolvedValue({ ok: false, error: 'duplicateEmail' });
    const onRegistered = renderForm();
    await complete();
    await screen.findByTestId('express-register-error');
    const modal = screen.getByRole('alertdialog');
    expect(modal.textContent).toContain('We could not create your account');
    expect(modal.textContent).toContain('There is already an account with this e-mail.');
    expect(onRegistered).not.toHaveBeenCalled();
    expect(screen.queryByTestId('express-registered')).toBeNull();
  });
});
