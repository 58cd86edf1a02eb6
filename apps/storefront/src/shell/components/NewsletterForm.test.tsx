// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellView } from '../view-types.js';
import { NewsletterForm } from './NewsletterForm.js';

const shell = {
  site: 'es-es',
  vertical: 'main',
  newsletter: { title: 'Newsletter', text: 'News first', cta: 'Subscribe' },
  labels: {
    newsletterEmail: 'E-mail',
    newsletterName: 'Name',
    newsletterSuccess: 'Thank you',
    newsletterError: 'We could not subscribe you',
    invalidEmail: 'Enter a valid e-mail address',
  },
} as unknown as ShellView;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'atelier_newsletter=; Path=/; Max-Age=0';
});

describe('NewsletterForm', () => {
  it('checks the address shape before calling the back-end', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterForm shell={shell} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the address after a failure and succeeds on retry', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"subscribed":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterForm shell={shell} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not subscribe you');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com');
    expect(document.cookie).not.toContain('atelier_newsletter=subscribed');

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(document.cookie).toContain('atelier_newsletter=subscribed');
  });

  it('clears the error once the shopper edits the address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    render(<NewsletterForm shell={shell} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('alert');
    await userEvent.type(screen.getByLabelText('E-mail'), 's');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the name typed with the address (docs/product/shell.md §5.1: e-mail and name)', async () => {
    const fetchMock = vi.fn(async () => new Response('{"subscribed":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterForm shell={shell} />);
    await userEvent.type(screen.getByLabelText('Name'), ' Ana ');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('status');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      '/api/commerce/occ/v2/es-es/users/anonymous/securedcrm?serviceName=Newsletter',
    );
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ana@example.com', name: 'Ana' });
  });
});
