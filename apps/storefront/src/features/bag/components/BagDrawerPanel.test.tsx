// @vitest-environment jsdom
// The bag drawer's states over a real bag session: core-bag's machine through the
// storefront's commerce proxy, against the sandbox back-end over HTTP.
import '../../../../test/jsdom-polyfills.js';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useBagSessions } from '../../../../test/bag-sessions.js';
import type { BagSession } from '../browser/bag-session.js';
import type { ShellView } from '../../../shell/view-types.js';
import { BagDrawerPanel } from './BagDrawerPanel.js';

const bags = useBagSessions(cleanup);

const LABELS: Record<string, string> = {
  bagTitle: 'Tu cesta ({count})',
  bagEmpty: 'Tu cesta está vacía',
  bagContinueShopping: 'Seguir comprando',
  bagLoading: 'Cargando tu cesta',
  bagCheckout: 'Tramitar pedido',
  bagViewBag: 'Ver cesta',
  bagIncrease: 'Añadir una unidad',
  bagDecrease: 'Quitar una unidad',
  bagRemove: 'Eliminar',
  bagRemoved: 'Se ha eliminado {name} de tu cesta.',
  bagUndo: 'Deshacer',
  bagErrorTitle: 'No hemos podido actualizar tu cesta',
  bagErrorNoStock: 'Lo sentimos, no queda stock de este producto.',
  bagClose: 'Cerrar',
};

const shell = {
  site: 'es-es',
  locale: 'es-ES',
  currency: 'EUR',
  rtl: false,
  labels: LABELS,
} as ShellView;

const session = (): Promise<BagSession> => bags.start();

function panel(props: Partial<Parameters<typeof BagDrawerPanel>[0]> = {}) {
  return (
    <BagDrawerPanel
      shell={shell}
      session={null}
      isOpen
      onOpenChange={() => {}}
      failure={null}
      onDismissFailure={() => {}}
      {...props}
    />
  );
}

/** Money as es-ES writes it, with plain spaces (Testing Library normalises no-break spaces). */
const euros = (amount: number) =>
  new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' })
    .format(amount)
    .replace(/\s/g, ' ');

describe('the bag drawer (docs/product/bag.md)', () => {
  it('shows a loading state until the bag session is loaded', () => {
    render(panel());
    expect(screen.getByRole('status', { name: 'Cargando tu cesta' })).toBeTruthy();
  });

  it('shows the empty bag with a way back to the shop and no checkout', async () => {
    render(panel({ session: await session() }));
    const dialog = screen.getByRole('dialog', { name: 'Tu cesta (0)' });
    expect(within(dialog).getByText('Tu cesta está vacía')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Seguir comprando' }).getAttribute('href'),
    ).toBe('/es-es/');
    expect(within(dialog).queryByTestId('go-to-checkout')).toBeNull();
  });

  it('lists the line with its localised price, changes its quantity and removes it with undo', async () => {
    const bag = await session();
    await bag.add([{ code: bags.product(0), quantity: 1 }]);
    const [line] = bag.state().view.lines;
    if (!line) throw new Error('the add did not go in');
    render(panel({ session: bag }));

    const dialog = screen.getByRole('dialog', { name: 'Tu cesta (1)' });
    const row = within(dialog).getByTestId('bag-line');
    expect(row.getAttribute('aria-label')).toBe(line.name);
    expect(within(row).getByText(euros(line.unitPrice))).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Tramitar pedido' }).getAttribute('href')).toBe(
      '/es-es/checkout/shipping',
    );
    expect(within(dialog).getByRole('link', { name: 'Ver cesta' }).getAttribute('href')).toBe(
      '/es-es/cart',
    );
    // The site's free-shipping range: how much is left, in the site's money.
    const progress = await within(dialog).findByRole('progressbar');
    const freeFrom = bag.state().freeShippingFrom ?? 0;
    expect(progress.getAttribute('aria-label')?.replace(/\s/g, ' ')).toBe(
      line.unitPrice >= freeFrom
        ? 'Your order ships free'
        : `Add ${euros(freeFrom - line.unitPrice)} more for free shipping`,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir una unidad' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Tu cesta (2)' })).toBeTruthy());
    expect(within(row).getByText(euros(line.unitPrice * 2))).toBeTruthy();

    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: 'Quitar una unidad' }).hasAttribute('disabled'),
      ).toBe(false),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar una unidad' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Tu cesta (1)' })).toBeTruthy());

    // At quantity 1 the minus button removes the line (docs/product/bag.md §3.4) and is named so.
    expect(within(dialog).getByTestId('bag-line-decrease').getAttribute('aria-label')).toBe(
      'Eliminar',
    );
    await waitFor(() =>
      expect(within(dialog).getByTestId('bag-line-remove').hasAttribute('disabled')).toBe(false),
    );
    await userEvent.click(within(dialog).getByTestId('bag-line-remove'));
    await waitFor(() => expect(screen.getByText('Tu cesta está vacía')).toBeTruthy());
    expect(screen.getByTestId('bag-undo').textContent).toContain(
      `Se ha eliminado ${line.name} de tu cesta.`,
    );
    // The pressed button went with the line: focus moves to the undo button, not the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Deshacer' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Deshacer' }).hasAttribute('disabled')).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Tu cesta (1)' })).toBeTruthy());
    expect(screen.queryByTestId('bag-undo')).toBeNull();
  });

  it('tells a failure in an alert dialog with the label of its kind, and closes it', async () => {
    const onDismissFailure = vi.fn();
    render(
      panel({ session: await session(), isOpen: false, failure: 'noStock', onDismissFailure }),
    );
    const alert = screen.getByRole('alertdialog');
    expect(alert.textContent).toContain('No hemos podido actualizar tu cesta');
    expect(within(alert).getByText('Lo sentimos, no queda stock de este producto.')).toBeTruthy();
    // The header's close button and the footer's dismiss button both close it.
    const [, dismiss] = within(alert).getAllByRole('button', { name: 'Cerrar' });
    if (dismiss) await act(() => userEvent.click(dismiss));
    expect(onDismissFailure).toHaveBeenCalled();
  });
});
