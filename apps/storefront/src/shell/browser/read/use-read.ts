// The React side of the read store (ADR 0050): `useRead(key, fetcher)` is how a component
// reads back-end data in the browser. It subscribes through useSyncExternalStore, so an
// unmounted reader is never updated, and on the server it renders the loading state and
// fetches nothing (effects and subscriptions never run there).
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  createReadStore,
  IDLE,
  keyId,
  LOADING,
  type Fetcher,
  type ReadKey,
  type ReadOptions,
  type ReadState,
  type ReadStore,
} from './read-store.js';

/** The page's store; a test gives its own through <ReadStoreProvider>. */
const ReadStoreContext = createContext<ReadStore>(createReadStore());

export function ReadStoreProvider({ store, children }: { store: ReadStore; children: ReactNode }) {
  return createElement(ReadStoreContext.Provider, { value: store }, children);
}

export type ReadResult<T> = ReadState<T> & {
  /** Reads again: the way forward of an error state (and a pull to refresh). */
  retry(): void;
};

const noSubscription = () => () => undefined;

/**
 * Reads `key` with `fetcher` while the component is mounted; `null` reads nothing (`idle`).
 * Readers of one key share one request and one answer. The fetcher may change between renders:
 * the latest one is used the next time the key is read.
 */
export function useRead<T>(
  key: ReadKey | null,
  fetcher: Fetcher<T>,
  options: ReadOptions<T> = {},
): ReadResult<T> {
  const store = useContext(ReadStoreContext);
  const id = key === null ? null : keyId(key);
  const latest = useRef({ fetcher, options, key });
  latest.current = { fetcher, options, key };
  const subscribe = useCallback(
    (onChange: () => void) => {
      const { key: current, options: first } = latest.current;
      if (current === null) return noSubscription();
      return store.subscribe<T>(
        current,
        (signal) => latest.current.fetcher(signal),
        {
          dispose: (data) => latest.current.options.dispose?.(data),
          retry: first.retry,
          keep: first.keep,
        },
        onChange,
      );
    },
    // The subscription follows the key's value, not the array's identity.
    [store, id],
  );
  const snapshot = () => (key === null ? IDLE : store.snapshot<T>(key));
  const state = useSyncExternalStore(subscribe, snapshot, () => (key === null ? IDLE : LOADING));
  const retry = useCallback(() => {
    if (latest.current.key !== null) void store.refetch(latest.current.key);
  }, [store]);
  return { ...state, retry };
}

/**
 * After a mutation: `invalidate(prefix)` reads again every mounted read under `prefix`, and
 * answers once they have settled.
 */
export function useInvalidate(): (prefix: ReadKey) => Promise<void> {
  const store = useContext(ReadStoreContext);
  return useCallback((prefix: ReadKey) => store.invalidate(prefix), [store]);
}

/** The data of a successful read, else undefined. */
export function dataOf<T>(read: ReadState<T>): T | undefined {
  return read.status === 'success' ? read.data : undefined;
}
