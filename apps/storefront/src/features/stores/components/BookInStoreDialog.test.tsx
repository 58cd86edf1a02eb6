// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import '../../../../test/jsdom-polyfills.js';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withReads } from '../../../shell/browser/read/read-test-support.js';
import BookInStoreDialog from './BookInStoreDialog.js';

const SHOPS = {
  stores: [
    {
      id: '1001',
      name: 'Madrid Serrano',
      address: 'Calle de Serrano 18',
      postalCode: '28001',
      stock: true,
    },
    {
      id: '1002',
      name: 'Madrid Gran Vía',
      address: 'Gran Vía 32',
      postalCode: '28013',
      stock: true,
    },
  ],
};

/** The sandbox's answers, by path: stores with stock, then the booking's answer. */
function backEnd(booking: { status: number; body: unknown }) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const answer = url.includes('/productreservation') ? booking : { status: 200, body: SHOPS };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  render(
    withReads(
      <BookInStoreDialog
        site="es-es"
        productId="100701"
        sizes={[]}
        labels={{}}
        isOpen
        onOpenChange={() => {}}
      />,
    ),
  );
}

async function fillIn() {
  await userEvent.click(await screen.findByRole('radio', { name: /Madrid Serrano/ }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana Martín');
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '+34 600 000 000');
  await userEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
}

describe('BookInStoreDialog', () => {
  it('lists the stores with stock and checks every field before any booking call', async () => {
    const calls = backEnd({ status: 201, body: { reservationId: '7' } });
    open();
    expect(await screen.findAllByTestId('booking-store')).toHaveLength(2);
    expect(calls[0]?.url).toContain('/api/commerce/occ/v2/es-es/products/100701/stores');
    await userEvent.click(screen.getByRole('button', { name: 'Book it' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Choose a store');
    expect(alert.textContent).toContain('Accept the privacy policy to book');
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(calls.some((call) => call.url.includes('productreservation'))).toBe(false);
    // Fixing a field takes its error away at once.
    await userEvent.click(screen.getByRole('radio', { name: /Madrid Serrano/ }));
    expect(screen.getByRole('alert').textContent).not.toContain('Choose a store');
  });

  it('books through the commerce proxy and shows the booking code', async () => {
    const calls = backEnd({ status: 201, body: { reservationId: '7' } });
    open();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Book it' }));
    expect((await screen.findByTestId('booking-done')).textContent).toBe(
      'Booked in Madrid Serrano. Your booking code is 7.',
    );
    const booking = calls.find((call) => call.url.includes('productreservation'));
    expect(booking?.url).toContain('/api/commerce/occ/v2/es-es/users/anonymous/productreservation');
    expect(booking?.body).toEqual({
      productCode: '100701',
      selectedShop: '1001',
      userData: { name: 'Ana Martín', email: 'ana@example.com', phone: '+34 600 000 000' },
    });
  });

  it('says the store has no stock on a pointOfServiceCode refusal, keeping what was typed', async () => {
    backEnd({
      status: 400,
      body: {
        errors: [{ type: 'ValidationError', message: 'No stock', subject: 'pointOfServiceCode' }],
      },
    });
    open();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Book it' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This store no longer has it in stock. Choose another store.',
    );
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Ana Martín',
    );
    expect(
      within(screen.getByRole('group', { name: 'Stores with stock' })).getAllByRole('radio'),
    ).toHaveLength(2);
  });

  it('a store list that could not be read says so, and the retry reads it again', async () => {
    let down = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        down
          ? new Response('{"errors":[{"type":"BadRequest"}]}', { status: 400 })
          : new Response(JSON.stringify(SHOPS), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            }),
      ),
    );
    open();
    const alert = await screen.findByRole('alert');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Madrid Serrano/ })).toBeTruthy();
  });
});
