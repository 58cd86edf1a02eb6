// @vitest-environment jsdom
import '../../../../test/jsdom-polyfills.js';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartModals } from './CartModals.js';

// docs/product/bag.md §9.3: how the bag page tells each cart error.
const LABELS: Record<string, string> = {
  cartActionQuantity: 'Al cambiar la cantidad',
  bagErrorTimeout: 'Tu cesta está tardando demasiado en responder.',
  bagErrorCartGone: 'Tu cesta ya no estaba disponible.',
  cartNoSddStockTitle: 'Entrega en el día',
  productNotAvailableToShip: 'Este producto no está disponible para enviarse en el día.',
  cartAccept: 'Aceptar',
  cartWithoutStockTitle: 'Algunos productos ya no están disponibles',
  cartWithoutStockText: 'Hemos quitado o reducido estos productos de tu cesta: {names}.',
  bagClose: 'Cerrar',
};

afterEach(cleanup);

function modals(props: Partial<Parameters<typeof CartModals>[0]> = {}) {
  const handlers = { onDismissModal: vi.fn(), onAcceptWithoutStock: vi.fn() };
  render(
    <CartModals
      modal={null}
      failureKind={null}
      withoutStockNames={[]}
      labels={LABELS}
      locale="es-ES"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('CartModals (docs/product/bag.md §9.3)', () => {
  it('names the action and the reason of a failed operation', () => {
    modals({
      modal: { kind: 'error', operation: 'changeQuantity', reason: 'unexpectedErrorOnCart' },
      failureKind: 'timeout',
    });
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Al cambiar la cantidad')).toBeTruthy();
    expect(within(dialog).getByText('Tu cesta está tardando demasiado en responder.')).toBeTruthy();
  });

  it('a cart that is gone says so', () => {
    modals({ modal: { kind: 'error', operation: 'add', reason: 'cartNotFound' } });
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Tu cesta ya no estaba disponible.',
    );
  });

  it('no SDD stock: its title, productNotAvailableToShip and an accept button, nothing else', async () => {
    const { onDismissModal } = modals({
      modal: { kind: 'noSddStock', title: 'noSddStock', message: 'productNotAvailableToShip' },
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Entrega en el día' });
    expect(dialog.textContent).toContain(
      'Este producto no está disponible para enviarse en el día.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(onDismissModal).toHaveBeenCalled();
  });

  it('lists the products that went without stock, in the language’s way', async () => {
    const { onAcceptWithoutStock, onDismissModal } = modals({
      modal: { kind: 'noStock', productIds: ['a', 'b'] },
      withoutStockNames: ['Collar Lumina', 'Anillo Bear'],
    });
    const dialog = screen.getByTestId('without-stock-modal');
    expect(dialog.textContent).toContain(
      'Hemos quitado o reducido estos productos de tu cesta: Collar Lumina y Anillo Bear.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(onAcceptWithoutStock).toHaveBeenCalled();
    expect(onDismissModal).toHaveBeenCalled();
  });

  it('shows nothing without a modal or news', () => {
    modals();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
