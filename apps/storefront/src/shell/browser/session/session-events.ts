// The page-wide "who is signed in changed" signal. The session screens (login, register,
// logout) emit it; the bag and the wishlist listen, so each merges or clears its own state
// without the session code importing them (and without pulling their chunks into first-load JS).

import type { BagUser } from '@atelier/core-bag';

export type SessionChange =
  | {
      readonly kind: 'signedIn';
      readonly site: string;
      /**
       * Who signed in: the bag's merge warning greets them by first name
       * (docs/product/accounts.md §2.4); their loyalty membership and free shipments left decide
       * the bag's loyalty box.
       */
      readonly user?: BagUser;
    }
  | { readonly kind: 'signedOut'; readonly site: string };

type Listener = (change: SessionChange) => void | Promise<void>;

const listeners = new Set<Listener>();

/** Listens to sign-in and sign-out; returns the function that stops listening. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener and waits for all of them (a logout must clear before it navigates). */
export async function emitSessionChange(change: SessionChange): Promise<void> {
  await Promise.allSettled([...listeners].map(async (listener) => listener(change)));
}
