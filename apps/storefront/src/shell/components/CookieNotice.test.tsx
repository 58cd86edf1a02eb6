// @vitest-environment jsdom
import '../../../test/dom-setup.js';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testShell } from '../../../test/fixtures/shell.js';
import { OPEN_COOKIE_SETTINGS } from '../consent.js';
import { readCookie } from '../browser/cookies.js';
import { CookieNotice } from './CookieNotice.js';

describe('CookieNotice', () => {
  // The dialog is lazily loaded; load its module once up front so finding it is immediate.
  beforeAll(async () => {
    await import('./CookieNoticePanel.js');
  });

  it('shows until the shopper accepts, then stores `all` and hides', async () => {
    render(<CookieNotice shell={testShell()} hidden={false} />);
    await userEvent.click(await screen.findByTestId('accept-cookies'));
    expect(readCookie('atelier_consent')).toBe('all');
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
  });

  it('rejecting keeps only the functional cookies', async () => {
    render(<CookieNotice shell={testShell()} hidden={false} />);
    await userEvent.click(await screen.findByTestId('reject-cookies'));
    expect(readCookie('atelier_consent')).toBe('functional');
  });

  it('saves per-category choices from the settings', async () => {
    render(<CookieNotice shell={testShell()} hidden={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Configurar' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Chat' }));
    expect(screen.getByRole('switch', { name: 'Técnicas' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(readCookie('atelier_consent')).toBe('functional,chat');
  });

  it('never shows when a decision exists or in the quiet modes', () => {
    render(<CookieNotice shell={testShell()} hidden />);
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    document.cookie = 'atelier_consent=all; Path=/';
    render(<CookieNotice shell={testShell()} hidden={false} />);
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
  });

  it('opens again from the cookie settings, with the choices made, and a new decision replaces the old', async () => {
    document.cookie = 'atelier_consent=functional,chat; Path=/';
    render(<CookieNotice shell={testShell()} hidden={false} />);
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    act(() => void window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS)));
    await userEvent.click(await screen.findByRole('button', { name: 'Configurar' }));
    expect(screen.getByRole('switch', { name: 'Chat' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(readCookie('atelier_consent')).toBe('functional,chat');
    act(() => void window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS)));
    await userEvent.click(await screen.findByTestId('accept-cookies'));
    expect(readCookie('atelier_consent')).toBe('all');
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
  });
});
