// @vitest-environment jsdom
import '../../../../test/jsdom-polyfills.js';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../shell/browser/session/session-store.js';
import { LoginForm } from './LoginForm.js';

// The session (its machine, the proxy and the back-end) has its own tests over the sandbox;
// here the form is under test: what it sends and what the shopper sees.
vi.mock('../../../shell/browser/session/session-store.js', () => ({ signIn: vi.fn() }));
const signInMock = vi.mocked(signIn);

const labels = {
  loginTitle: 'Sign in',
  close: 'Close',
  accountEmail: 'E-mail address',
  accountPassword: 'Password',
  loginCta: 'Sign in now',
  loginWrongAccount: 'The e-mail or the password is not correct.',
  loginUnexpectedError: 'We could not sign you in.',
  accountFieldRequired: 'Fill in this field.',
  invalidEmail: 'Enter a valid e-mail address',
};
const at = { site: 'es-es', vertical: 'main' } as const;

afterEach(() => {
  cleanup();
  signInMock.mockReset();
});

async function submit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('E-mail address'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in now' }));
}

describe('LoginForm (docs/product/accounts.md §2.2, §9)', () => {
  it('checks the fields before asking the back-end', async () => {
    render(<LoginForm at={at} labels={labels} onSignedIn={vi.fn()} />);
    await submit('ana@example', '');
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Fill in this field.')).toBeTruthy();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('says wrong account in an alert and keeps what was typed', async () => {
    signInMock.mockResolvedValue({ ok: false, error: 'wrongAccount' });
    const onSignedIn = vi.fn();
    render(<LoginForm at={at} labels={labels} onSignedIn={onSignedIn} />);
    await submit('ana@example.com', 'secret-1');
    expect(signInMock).toHaveBeenCalledWith(at, 'ana@example.com', 'secret-1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The e-mail or the password is not correct.',
    );
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe(
      'ana@example.com',
    );
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('secret-1');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('tells an unexpected error apart, and goes on once signed in', async () => {
    signInMock.mockResolvedValueOnce({ ok: false, error: 'unexpectedError' });
    const onSignedIn = vi.fn();
    render(<LoginForm at={at} labels={labels} onSignedIn={onSignedIn} />);
    await submit('ana@example.com', 'secret-1');
    // docs/product/accounts.md §9: any failure but a wrong account is an error modal.
    const modal = await screen.findByRole('alertdialog');
    expect(screen.getByTestId('login-error').textContent).toBe('We could not sign you in.');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(within(modal).getAllByRole('button', { name: 'Close' })[0]!);
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('secret-1');
    signInMock.mockResolvedValueOnce({
      ok: true,
      user: { id: 'ana@example.com', email: 'ana@example.com', firstName: 'Ana' } as never,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in now' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports each form error as rule plus field, with analytics consent', async () => {
    document.cookie = 'atelier_consent=all; Path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    render(<LoginForm at={at} labels={labels} onSignedIn={vi.fn()} />);
    await submit('ana@', '');
    await vi.waitFor(() =>
      expect((window as unknown as { dataLayer?: unknown[] }).dataLayer).toEqual([
        { event: 'form_error', site: 'es-es', form: 'login', rule: 'email', field: 'email' },
        { event: 'form_error', site: 'es-es', form: 'login', rule: 'required', field: 'password' },
      ]),
    );
    expect(signInMock).not.toHaveBeenCalled();
    document.cookie = 'atelier_consent=; Path=/; Max-Age=0';
    vi.unstubAllGlobals();
  });
});
