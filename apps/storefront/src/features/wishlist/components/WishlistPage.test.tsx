// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://127.0.0.1:9/es-es/wishlist/" }
// The wishlist page of a guest, on the real store and machine (local ids, no back-end call):
// the cards come from the storefront's own /api/cards, answered here as the server would;
// the commerce back-end cannot be reached (port 9 refuses), so the bag's add fails.
import '../../../../test/jsdom-polyfills.js';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testShell } from '../../../../test/fixtures/shell.js';
import { loadWishlist } from '../browser/wishlist-store.js';
import { localWishlistKey, readLocalWishlist } from '../browser/local-wishlist.js';
import type { WishlistCardView } from '../wishlist-view.js';
import { seo } from '../../../shell/seo.js';
import { WishlistPage } from './WishlistPage.js';

const card = (id: string, name: string, sized = false): WishlistCardView => ({
  id,
  name,
  href: `/es-es/p/${id}`,
  image: '/media/x.svg',
  hoverImage: null,
  price: 80,
  previousPrice: null,
  discount: 0,
  tags: [],
  sized,
});
const CARDS = [card('100001', 'Collar Bear'), card('100002', 'Anillo Nova', true)];

const shell = testShell({
  labels: {
    ...testShell().labels,
    wishlistRemove: 'Eliminar',
    wishlistRemoved: '{name} se ha eliminado de tus favoritos.',
    wishlistUndo: 'Deshacer',
    wishlistMoveToBag: 'Mover a la cesta',
    wishlistChooseSize: 'Elige tu talla',
    wishlistShareSignIn: 'Inicia sesión para compartir tus favoritos.',
    wishlistBagError: 'No hemos podido añadir {name} a tu cesta.',
  },
});
const contextFor = (site: string) =>
  ({ shell: { ...shell, site }, errorViews: null }) as unknown as PageContext;
// The first change loads the machine's chunk: allow for that.
const LOADING = { timeout: 10_000 };
const data = { title: 'Mis favoritos', slider: null, seo: seo({ title: 'Mis favoritos' }) };

beforeEach(() => {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), location.href);
    if (!url.pathname.startsWith('/api/cards/')) return realFetch(input, init);
    const ids = (url.searchParams.get('ids') ?? '').split(',');
    const cards = CARDS.filter((one) => ids.includes(one.id));
    return new Response(JSON.stringify({ cards }), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The store is page-wide: each test has a site of its own. */
function renderPage(site: string) {
  return render(
    <VikeReactProviderPageContext pageContext={contextFor(site)}>
      <WishlistPage data={data} />
    </VikeReactProviderPageContext>,
  );
}

describe('WishlistPage (docs/product/wishlist.md §1.2), a guest', () => {
  it('lists the saved products, removes one with undo, and links a sized one to its page', async () => {
    localStorage.setItem(localWishlistKey('es-es'), JSON.stringify(['100001', '100002']));
    renderPage('es-es');
    act(() => loadWishlist('es-es'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('wishlist-item')).toHaveLength(2));
    expect(
      screen.getByRole('link', { name: 'Elige tu talla: Anillo Nova' }).getAttribute('href'),
    ).toBe('/es-es/p/100002');
    expect(screen.getByText('Inicia sesión para compartir tus favoritos.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar: Collar Bear' }));
    await waitFor(() => expect(screen.getAllByTestId('wishlist-item')).toHaveLength(1), LOADING);
    expect(screen.getByRole('status').textContent).toBe(
      'Collar Bear se ha eliminado de tus favoritos.',
    );
    expect(readLocalWishlist(localStorage, 'es-es')).toEqual(['100002']);
    // The removed button took the focus with it: it goes to the undo.
    const undo = await screen.findByRole('button', { name: 'Deshacer' });
    await waitFor(() => expect(document.activeElement).toBe(undo));

    await userEvent.click(undo);
    await waitFor(() => expect(screen.getAllByTestId('wishlist-item')).toHaveLength(2), LOADING);
    expect(readLocalWishlist(localStorage, 'es-es')).toEqual(['100002', '100001']);
  });

  it('keeps the product and says so in an alert when the bag cannot take it', async () => {
    localStorage.setItem(localWishlistKey('it-it'), JSON.stringify(['100001']));
    renderPage('it-it');
    act(() => loadWishlist('it-it'));
    const item = await screen.findByTestId('wishlist-item');
    await userEvent.click(
      within(item).getByRole('button', { name: 'Mover a la cesta: Collar Bear' }),
    );
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      'No hemos podido añadir Collar Bear a tu cesta.',
    );
    expect(screen.getAllByTestId('wishlist-item')).toHaveLength(1);
    expect(readLocalWishlist(localStorage, 'it-it')).toEqual(['100001']);
  });
});
