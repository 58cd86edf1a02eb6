// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fetcher } from './read-store.js';
import { immediateReadStore } from './read-test-support.js';
import { ReadStoreProvider, useRead } from './use-read.js';

afterEach(cleanup);

const immediateStore = immediateReadStore;

function Orders({ site, fetcher }: { site: string; fetcher: Fetcher<string[]> }) {
  const read = useRead(['orders', site], fetcher);
  if (read.status === 'loading') return <p aria-busy="true">Loading</p>;
  if (read.status === 'error')
    return (
      <div role="alert">
        Could not load ({read.failure.kind})<button onClick={read.retry}>Try again</button>
      </div>
    );
  if (read.status !== 'success') return null;
  if (read.data.length === 0) return <p>No orders yet</p>;
  return (
    <ul>
      {read.data.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </ul>
  );
}

const view = (fetcher: Fetcher<string[]>, site = 'es-es') => (
  <ReadStoreProvider store={immediateStore()}>
    <Orders site={site} fetcher={fetcher} />
  </ReadStoreProvider>
);

describe('useRead', () => {
  it('shows loading, then the data', async () => {
    render(view(async () => ['A1', 'A2']));
    expect(screen.getByText('Loading').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the empty state when the answer is empty', async () => {
    render(view(async () => []));
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });

  it('shows an error with a way forward, and the retry reads again', async () => {
    const fetcher = vi
      .fn<Fetcher<string[]>>()
      .mockRejectedValueOnce({ status: 404 })
      .mockResolvedValueOnce(['A1']);
    render(view(fetcher));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('notFound');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('A1')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('retries a failing server by itself before showing anything but loading', async () => {
    const fetcher = vi
      .fn<Fetcher<string[]>>()
      .mockRejectedValueOnce({ status: 503 })
      .mockResolvedValueOnce(['A1']);
    render(view(fetcher));
    expect(await screen.findByText('A1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('unmounted mid-request: the request is aborted, no warning, no state update', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let signal: AbortSignal | undefined;
    let answer!: (orders: string[]) => void;
    const { unmount } = render(
      view((given) => {
        signal = given;
        return new Promise((resolve) => (answer = resolve));
      }),
    );
    unmount();
    await act(async () => undefined);
    expect(signal?.aborted).toBe(true);
    await act(async () => answer(['late']));
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByText('late')).toBeNull();
    error.mockRestore();
  });

  it('reads a new key when the key changes and cancels the old one', async () => {
    const signals = new Map<string, AbortSignal>();
    const store = immediateStore();
    const make =
      (site: string): Fetcher<string[]> =>
      (signal) => {
        signals.set(site, signal);
        return site === 'fr-fr' ? Promise.resolve(['F1']) : new Promise(() => undefined);
      };
    const { rerender } = render(
      <ReadStoreProvider store={store}>
        <Orders site="es-es" fetcher={make('es-es')} />
      </ReadStoreProvider>,
    );
    rerender(
      <ReadStoreProvider store={store}>
        <Orders site="fr-fr" fetcher={make('fr-fr')} />
      </ReadStoreProvider>,
    );
    expect(await screen.findByText('F1')).toBeTruthy();
    expect(signals.get('es-es')?.aborted).toBe(true);
  });

  it('two components reading one key share one request', async () => {
    const fetcher = vi.fn(async () => ['A1']);
    render(
      <StrictMode>
        <ReadStoreProvider store={immediateStore()}>
          <Orders site="es-es" fetcher={fetcher} />
          <Orders site="es-es" fetcher={fetcher} />
        </ReadStoreProvider>
      </StrictMode>,
    );
    expect(await screen.findAllByText('A1')).toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('renders the loading state on the server and fetches nothing there', () => {
    const fetcher = vi.fn(async () => ['A1']);
    const html = renderToString(view(fetcher));
    expect(html).toContain('Loading');
    expect(fetcher).not.toHaveBeenCalled();
  });
});
