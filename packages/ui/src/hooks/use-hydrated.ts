import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true once hydrated and on
 * every client render after: what only the browser needs can stay out of the document
 * without a hydration mismatch (React reads the server snapshot while hydrating, then
 * renders again with the client's).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
