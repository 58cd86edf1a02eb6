// @vitest-environment jsdom
import '../../../../test/dom-setup.js';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PolicyLink } from './PolicyLink.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const policy = {
  slug: 'privacy',
  title: 'Política de privacidad',
  blocks: [{ title: null, html: '<p>Tratamos tus datos.</p>' }],
};

function renderLink() {
  render(
    <PolicyLink site="es-es" slug="privacy" labels={{ close: 'Cerrar' }}>
      Privacidad
    </PolicyLink>,
  );
  return screen.getByRole('link', { name: 'Privacidad' });
}

describe('PolicyLink', () => {
  it('is a real link to the policy page, ignored by the client router', () => {
    const link = renderLink();
    expect(link.getAttribute('href')).toBe('/es-es/policies/privacy');
    expect(link.getAttribute('data-vike')).toBe('false');
  });

  it('leaves modifier clicks to the browser (new tab or window)', () => {
    const link = renderLink();
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      expect(fireEvent.click(link, { [modifier]: true }), modifier).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the policy in a modal on a plain click, and gives focus back on close', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(policy), { status: 200 })),
    );
    const link = renderLink();
    expect(fireEvent.click(link)).toBe(false);
    // The modal's code loads on this first click (React.lazy).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(await screen.findByText('Tratamos tus datos.')).toBeTruthy();
    expect(dialog.textContent).toContain('Política de privacidad');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });
});
