// Test support: a read store whose retries run at once (tests follow what happens, not how
// long the waits are), and a wrapper that gives it to the components under test.
import type { ReactNode } from 'react';
import { createReadStore, type ReadStore } from './read-store.js';
import { ReadStoreProvider } from './use-read.js';

export function immediateReadStore(): ReadStore {
  return createReadStore({
    later: (run) => {
      queueMicrotask(run);
      return () => undefined;
    },
    soon: (run) => queueMicrotask(run),
  });
}

/** `render(withReads(<Screen />))`: a fresh store per test, so no read leaks between tests. */
export function withReads(children: ReactNode, store: ReadStore = immediateReadStore()) {
  return <ReadStoreProvider store={store}>{children}</ReadStoreProvider>;
}
