import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CookieNotice } from './CookieNotice.js';

const categories = [
  { id: 'necessary', label: 'Necessary', description: 'Make the site work.', required: true },
  { id: 'analytics', label: 'Analytics', description: 'Measure visits.' },
  { id: 'chat', label: 'Chat', description: 'Customer service chat.' },
];

describe('CookieNotice', () => {
  it('accepts or rejects everything in one press (buttons carry test hooks)', async () => {
    const onAcceptAll = vi.fn();
    const onRejectAll = vi.fn();
    render(
      <CookieNotice
        categories={categories}
        onAcceptAll={onAcceptAll}
        onRejectAll={onRejectAll}
        onSave={() => {}}
      />,
    );
    await userEvent.click(screen.getByTestId('accept-cookies'));
    await userEvent.click(screen.getByTestId('reject-cookies'));
    expect(onAcceptAll).toHaveBeenCalledOnce();
    expect(onRejectAll).toHaveBeenCalledOnce();
  });

  it('saves per-category choices; necessary cookies stay on', async () => {
    const onSave = vi.fn();
    render(
      <CookieNotice
        categories={categories}
        onAcceptAll={() => {}}
        onRejectAll={() => {}}
        onSave={onSave}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Necessary' })).toHaveProperty('disabled', true);
    screen.getByRole('switch', { name: 'Chat' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(onSave).toHaveBeenCalledWith({ necessary: true, analytics: false, chat: true });
  });

  it('with a no-script form, accept and reject are its submit buttons; once scripted, a press posts nothing', async () => {
    const onAcceptAll = vi.fn();
    const onRejectAll = vi.fn();
    const { container } = render(
      <CookieNotice
        categories={categories}
        onAcceptAll={onAcceptAll}
        onRejectAll={onRejectAll}
        onSave={() => {}}
        noScriptForm={{
          action: '/api/consent',
          fields: { return: '/es-es/cart/' },
          acceptAll: 'accept-all',
          rejectAll: 'reject-all',
        }}
      />,
    );
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/consent');
    // What the browser would post for each button, before any script runs.
    const accept = screen.getByTestId<HTMLButtonElement>('accept-cookies');
    const reject = screen.getByTestId<HTMLButtonElement>('reject-cookies');
    expect([...new FormData(form, accept).entries()]).toEqual([
      ['return', '/es-es/cart/'],
      ['choice', 'accept-all'],
    ]);
    expect([...new FormData(form, reject).entries()]).toEqual([
      ['return', '/es-es/cart/'],
      ['choice', 'reject-all'],
    ]);
    // The settings button opens the dialog and never submits.
    expect(screen.getByRole('button', { name: 'Settings' }).getAttribute('type')).toBe('button');
    const posted = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', posted);
    await userEvent.click(accept);
    await userEvent.click(reject);
    expect(onAcceptAll).toHaveBeenCalledOnce();
    expect(onRejectAll).toHaveBeenCalledOnce();
    expect(posted).not.toHaveBeenCalled();
  });
});
