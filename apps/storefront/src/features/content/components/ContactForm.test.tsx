// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactForm from './ContactForm.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await userEvent.type(screen.getByLabelText(label), value);
}

describe('ContactForm', () => {
  it('ties an error to each missing or malformed field and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm site="es-es" labels={{}} />);
    await fill({ 'E-mail': 'nope' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Fill in this field',
    );
    const email = screen.getByLabelText('E-mail');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a valid e-mail address',
    );
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
    // Focus goes to the first field to mend.
    expect(document.activeElement).toBe(name);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('files the case with the reason, country and order number, and shows its number', async () => {
    const fetchMock = vi.fn(async () => new Response('{"caseId":"42"}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <ContactForm
        site="es-es"

        labels={{ contactSent: 'Caso {caseId} recibido', contactReasonReturn: 'Devoluciones' }}
      />,
    );
    await fill({
      Name: 'Ana',
      'E-mail': 'ana@example.com',
      'Order number (optional)': '00012345',
      Message: 'Quiero devolver un anillo',
    });
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Devoluciones');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('contact-sent')).textContent).toBe('Caso 42 recibido');
    // Multipart to the storefront, which adds the levels, country and organisation id.
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact/es-es');
    expect(init.method).toBe('POST');
    expect(Object.fromEntries(init.body as FormData)).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      reason: '3',
      message: 'Quiero devolver un anillo',
      orderCode: '00012345',
    });
  });

  it('keeps what was typed and offers to try again when the back-end refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    render(<ContactForm site="es-es" labels={{}} />);
    await fill({ Name: 'Ana', 'E-mail': 'ana@example.com', Message: 'Hola' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Try again');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hola');
  });

  it('reports each form error as rule plus field, with analytics consent', async () => {
    document.cookie = 'atelier_consent=all; Path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    render(<ContactForm site="es-es" labels={{}} />);
    await fill({ 'E-mail': 'nope' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect((window as unknown as { dataLayer?: unknown[] }).dataLayer).toEqual([
        { event: 'form_error', site: 'es-es', form: 'contact', rule: 'required', field: 'name' },
        { event: 'form_error', site: 'es-es', form: 'contact', rule: 'email', field: 'email' },
        { event: 'form_error', site: 'es-es', form: 'contact', rule: 'required', field: 'message' },
      ]),
    );
    document.cookie = 'atelier_consent=; Path=/; Max-Age=0';
  });
});
