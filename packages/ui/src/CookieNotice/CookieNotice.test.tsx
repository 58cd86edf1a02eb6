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
});
