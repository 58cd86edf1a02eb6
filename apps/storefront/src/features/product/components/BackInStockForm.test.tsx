// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackInStockForm } from './BackInStockForm.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BackInStockForm', () => {
  it('rejects a malformed address without calling the back-end', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<BackInStockForm site="es-es" productId="100733" labels={{}} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the address and product to the notify-me list and confirms', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<BackInStockForm site="es-es" productId="100733" labels={{}} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'shopper@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByTestId('back-in-stock-done')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/commerce/occ/v2/es-es/comingsoon',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'shopper@example.com', product: '100733' }),
      }),
    );
  });

  it('lets the shopper try again when the back-end refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    render(<BackInStockForm site="es-es" productId="100733" labels={{ retry: 'Reintentar' }} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'shopper@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Reintentar');
  });
});
