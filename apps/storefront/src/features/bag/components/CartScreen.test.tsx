// @vitest-environment jsdom
// The bag page over a real bag session: core-bag's machine through the storefront's
// commerce proxy, against the sandbox back-end over HTTP (docs/product/bag.md; issue 17).
import '../../../../test/jsdom-polyfills.js';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useBagSessions } from '../../../../test/bag-sessions.js';
import type { BagSession } from '../browser/bag-session.js';
import type { ShellView } from '../../../shell/view-types.js';
import { CartScreen } from './CartScreen.js';

// Leaving for the checkout is the router's job; the test only sees where it was sent.
const navigate = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('vike/client/router', () => ({ navigate }));

const bags = useBagSessions(() => {
  cleanup();
  navigate.mockClear();
});

const LABELS: Record<string, string> = {
  bagEmpty: 'Tu cesta está vacía',
  bagContinueShopping: 'Seguir comprando',
  bagCheckout: 'Tramitar pedido',
  bagRemove: 'Eliminar',
  bagUndo: 'Deshacer',
  cartSaveForLater: 'Guardar para más tarde',
  cartSavedTitle: 'Guardado para más tarde',
  cartMoveToBag: 'Mover a la cesta',
  cartGiftMessage: 'Mensaje de regalo',
  cartGiftTo: 'Para',
  cartGiftFrom: 'De',
  cartGiftText: 'Mensaje',
  cartGiftSave: 'Guardar mensaje',
  cartVoucherLabel: 'Código de descuento',
  cartVoucherApply: 'Aplicar',
  cartVoucherExpired: 'Este código ha caducado.',
  cartVoucherInvalid: 'Este código no es válido.',
  cartUpdating: 'Actualizando tu cesta…',
  cartUpdated: 'Tu cesta se ha actualizado: {count} artículos, total {total}.',
  cartMethodStandard: 'Envío estándar',
};

const shell = {
  site: 'es-es',
  locale: 'es-ES',
  currency: 'EUR',
  rtl: false,
  labels: LABELS,
} as ShellView;

async function session(codes: string[] = []): Promise<BagSession> {
  const started = await bags.start();
  if (codes.length > 0) await started.add(codes.map((code) => ({ code, quantity: 1 })));
  return started;
}

/** The page once its load-time stock sync and shipping check are over. */
async function cartPage(bag: BagSession) {
  render(<CartScreen shell={shell} session={bag} />);
  const cart = screen.getByTestId('cart');
  await waitFor(() => expect(bag.actor.getSnapshot().context.shippingMethods.length).toBe(6));
  await waitFor(() => expect(cart.getAttribute('aria-busy')).toBe('false'));
  return cart;
}

describe('the bag page (docs/product/bag.md)', () => {
  it('shows the empty bag with a way back to the shop and no way to checkout', async () => {
    render(<CartScreen shell={shell} session={await session()} />);
    expect(screen.getByTestId('cart-empty').textContent).toContain('Tu cesta está vacía');
    expect(screen.getByRole('link', { name: 'Seguir comprando' }).getAttribute('href')).toBe(
      '/es-es/',
    );
    expect(screen.queryByTestId('go-to-checkout')).toBeNull();
  });

  it('synchronises on load, locks while a change runs and says what changed', async () => {
    const bag = await session([bags.product(0), bags.product(1)]);
    const cart = await cartPage(bag);
    expect(within(cart).getAllByTestId('bag-line')).toHaveLength(2);
    // The check sequence chose the standard method, shown with its price table.
    expect(within(cart).getByRole('radio', { name: /Envío estándar/ })).toHaveProperty(
      'checked',
      true,
    );
    const [first] = within(cart).getAllByTestId('bag-line');
    await userEvent.click(within(first!).getByTestId('bag-line-increase'));
    expect(cart.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('cart-live').textContent).toBe('Actualizando tu cesta…');
    await waitFor(() => expect(cart.getAttribute('aria-busy')).toBe('false'));
    expect(screen.getByTestId('cart-live').textContent).toMatch(
      /^Tu cesta se ha actualizado: 3 artículos, total .+€\.$/,
    );
  });

  it('saves a line for later, moves it back, and keeps a gift message', async () => {
    const bag = await session([bags.product(0), bags.product(1)]);
    const cart = await cartPage(bag);
    const [, second] = within(cart).getAllByTestId('bag-line');
    const name = second!.getAttribute('aria-label') ?? '';
    await userEvent.click(within(second!).getByTestId('bag-line-save-for-later'));
    const saved = await screen.findByTestId('saved-for-later');
    expect(within(saved).getByText(name)).toBeTruthy();
    await waitFor(() => expect(within(cart).getAllByTestId('bag-line')).toHaveLength(1));
    await waitFor(() => expect(cart.getAttribute('aria-busy')).toBe('false'));
    await userEvent.click(within(saved).getByRole('button', { name: 'Mover a la cesta' }));
    await waitFor(() => expect(screen.queryByTestId('saved-for-later')).toBeNull());
    expect(within(cart).getAllByTestId('bag-line')).toHaveLength(2);

    const [line] = within(cart).getAllByTestId('bag-line');
    await userEvent.click(within(line!).getByText('Mensaje de regalo'));
    await userEvent.type(within(line!).getByRole('textbox', { name: 'Para' }), 'Ana');
    await userEvent.type(within(line!).getByRole('textbox', { name: 'De' }), 'Leo');
    await userEvent.type(within(line!).getByRole('textbox', { name: 'Mensaje' }), 'Feliz día');
    await userEvent.click(within(line!).getByRole('button', { name: 'Guardar mensaje' }));
    await waitFor(() =>
      expect(within(line!).getByTestId('gift-message-saved').textContent).toContain('Feliz día'),
    );
  });

  it('tells an expired and an unknown voucher apart, with no error modal', async () => {
    const bag = await session([bags.product(0)]);
    await cartPage(bag);
    const field = screen.getByRole('textbox', { name: 'Código de descuento' });
    await userEvent.type(field, 'summer2020');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Este código ha caducado.'),
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(field);
    await userEvent.type(field, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Este código no es válido.'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('synchronises stock again before it leaves for the checkout', async () => {
    const bag = await session([bags.product(0)]);
    const cart = await cartPage(bag);
    const go = within(cart).getByTestId('go-to-checkout');
    expect(go.getAttribute('href')).toBe('/es-es/checkout/register/');
    const operations: (string | null)[] = [];
    bag.actor.subscribe((snapshot) => operations.push(snapshot.context.operation));
    await userEvent.click(go);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/es-es/checkout/register/'));
    expect(operations).toContain('synchronizeStock');
  });
});
