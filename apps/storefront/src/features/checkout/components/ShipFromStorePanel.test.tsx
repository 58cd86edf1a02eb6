// @vitest-environment jsdom
import '../../../../test/dom-setup.js';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ShipFromStore } from '../browser/checkout-session.js';
import { CheckoutModals } from './CheckoutModals.js';
import { ShipFromStorePanel } from './ShipFromStorePanel.js';

const labels = {
  cartSddPostalCode: 'Código postal para la entrega en el día',
  cartSddCheck: 'Comprobar',
  cartSddAvailable: 'La entrega en el día está disponible en este código postal.',
  cartSddUnavailable: 'La entrega en el día no está disponible para toda tu cesta.',
  cartAccept: 'Aceptar',
};
const SERRANO = {
  id: '1001',
  name: 'Serrano',
  address: 'Calle de Serrano 5, 28001, Madrid',
  postalCode: '28001',
};

/** The back-end's answer as the session reads it: 28001 is served by Serrano, no other code. */
function fakeStores(
  postalCode: string | null,
): ShipFromStore & { check: ReturnType<typeof vi.fn> } {
  return {
    postalCode,
    check: vi.fn((code: string) =>
      Promise.resolve(
        code === '28001'
          ? { available: true, stores: [SERRANO] }
          : { available: false, stores: [] },
      ),
    ),
  };
}

describe('ShipFromStorePanel (docs/product/shipping.md §8, §8.2; docs/product/checkout.md §10.3)', () => {
  it("shows the stores that ship to the bag's checked postal code under the content's heading", async () => {
    const stores = fakeStores('28001');
    render(
      <ShipFromStorePanel
        title="Tiendas"
        labels={labels}
        shipFromStore={stores}
        addressPostalCode=""
      />,
    );
    expect(screen.getByRole('region', { name: 'Tiendas' })).toBeTruthy();
    expect(await screen.findByText('Serrano')).toBeTruthy();
    expect(screen.getByText(labels.cartSddAvailable)).toBeTruthy();
    expect(stores.check).toHaveBeenCalledWith('28001');
  });

  it("checks the address's postal code when the bag has none, and says so in an alert when no store serves it", async () => {
    const stores = fakeStores(null);
    render(
      <ShipFromStorePanel
        title="Tiendas"
        labels={labels}
        shipFromStore={stores}
        addressPostalCode="08001"
      />,
    );
    expect(stores.check).not.toHaveBeenCalled();
    const field = screen.getByRole('textbox', { name: labels.cartSddPostalCode });
    expect((field as HTMLInputElement).value).toBe('08001');
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(labels.cartSddUnavailable);
    expect(screen.queryByText('Serrano')).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, '28001{Enter}');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await screen.findByText('Serrano')).toBeTruthy();
  });

  it('a failed check is not a served postal code', async () => {
    const stores: ShipFromStore = {
      postalCode: '28001',
      check: () => Promise.reject(new Error('offline')),
    };
    render(
      <ShipFromStorePanel
        title="Tiendas"
        labels={labels}
        shipFromStore={stores}
        addressPostalCode=""
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(labels.cartSddUnavailable);
  });

  it('its fallback message is closed with "accept" (docs/product/checkout.md §10.3)', () => {
    const onClose = vi.fn();
    render(
      <CheckoutModals
        modal="shipFromStoreNotAvailable"
        onPayment={false}
        labels={labels}
        onRetry={vi.fn()}
        onClose={onClose}
      />,
    );
    const accept = screen.getByTestId('checkout-modal-close');
    expect(accept.textContent).toBe('Aceptar');
    accept.click();
    expect(onClose).toHaveBeenCalled();
  });
});
