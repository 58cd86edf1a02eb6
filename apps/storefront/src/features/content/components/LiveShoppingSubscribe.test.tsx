// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveShoppingSubscribe } from './LiveShoppingSubscribe.js';

const labels = {
  liveShoppingSubscribeTitle: 'Next live shopping',
  liveShoppingSubscribe: 'Notify me',
  liveShoppingSubscribed: 'Done',
  liveShoppingError: 'We could not sign you up',
  newsletterEmail: 'E-mail',
  invalidEmail: 'Enter a valid e-mail address',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'atelier_consent=; Path=/; Max-Age=0';
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
});

describe('LiveShoppingSubscribe', () => {
  it('signs the address up through the commerce proxy', async () => {
    const fetchMock = vi.fn(async () => new Response('{"subscribed":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<LiveShoppingSubscribe site="es-es" labels={labels} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect((await screen.findByRole('status')).textContent).toBe('Done');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/commerce/occ/v2/es-es/liveshopping/subscriptions');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ana@example.com' });
  });

  it('checks the address first and sends nothing when it is malformed', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<LiveShoppingSubscribe site="es-es" labels={labels} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the address, says so and tracks a server error when the sign-up fails', async () => {
    document.cookie = 'atelier_consent=all; Path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    render(<LiveShoppingSubscribe site="es-es" labels={labels} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not sign you up');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com');
    await vi.waitFor(() =>
      expect((window as unknown as { dataLayer?: unknown[] }).dataLayer).toContainEqual({
        event: 'server_error',
        site: 'es-es',
        error_source: 'live_shopping',
      }),
    );
  });
});
