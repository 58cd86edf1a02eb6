// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://127.0.0.1:9/es-es/" }
// The layout's bag panel through the page-wide bag store, with a commerce back-end that
// cannot be reached (port 9 refuses): nothing shows until the bag is wanted, the drawer
// opens on an empty bag, and a failed add is told in the error modal, never a crash.
import '../../../../test/jsdom-polyfills.js';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addToBag, closeBag, openBag } from '../browser/bag-store.js';
import type { ShellView } from '../../../shell/view-types.js';
import { BagPanel } from './BagPanel.js';

const shell = {
  site: 'es-es',
  locale: 'es-ES',
  currency: 'EUR',
  rtl: false,
  labels: {
    bagTitle: 'Tu cesta ({count})',
    bagEmpty: 'Tu cesta está vacía',
    bagErrorTitle: 'No hemos podido actualizar tu cesta',
    bagErrorUnexpected: 'Algo ha fallado en tu cesta. Vuelve a intentarlo.',
  },
} as unknown as ShellView;

afterEach(cleanup);
// The first bag interaction loads the session and the drawer chunks: allow for that.
const LOADING = { timeout: 10_000 };

describe('BagPanel (docs/product/shell.md §1.1: the bag drawer)', () => {
  it('shows nothing until the bag is opened, then the empty bag', async () => {
    render(<BagPanel shell={shell} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openBag());
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('dialog', { name: 'Tu cesta (0)' })).getByText(
            'Tu cesta está vacía',
          ),
        ).toBeTruthy(),
      LOADING,
    );
  });

  it('tells a failed add in the error modal', async () => {
    act(() => closeBag());
    render(<BagPanel shell={shell} />);
    let added: boolean | undefined;
    await act(async () => {
      added = await addToBag('es-es', [{ code: '101801', quantity: 1 }]);
    });
    expect(added).toBe(false);
    const alert = await screen.findByRole('alertdialog', {}, LOADING);
    expect(alert.textContent).toContain('No hemos podido actualizar tu cesta');
    expect(alert.textContent).toContain('Algo ha fallado en tu cesta. Vuelve a intentarlo.');
  });
});
