// The page-wide wishlist state every heart and the header count read. The wishlist itself
// runs on core-bag's wishlistMachine in ./wishlist-session.ts, loaded with a dynamic
// import (at the first heart, on the wishlist page, or on idle for a signed-in shopper) so
// the machine, the OCC client and zod stay out of the first-load JS. This file keeps a small
// mirror and must not import them (type imports are fine). A guest's count is read from
// local storage at once; an account's once its list has been read.
import type { NoveltiesSlider } from '@atelier/core-bag';
import type { SiteCode } from '@atelier/core-catalogue';
import { useSyncExternalStore } from 'react';
import { onSessionChange } from '../../../shell/browser/session/session-events.js';
import { isSignedIn } from '../../../shell/browser/session/signed-in.js';
import { browserStorage, readLocalWishlist, writeLocalWishlist } from './local-wishlist.js';
import type { WishlistSession, WishlistSessionState } from './wishlist-session.js';

export interface WishlistState {
  /** The saved product ids; null until read after hydration. */
  ids: readonly string[] | null;
  signedIn: boolean;
  /** Removed ids, newest first, that can still be put back. */
  undo: readonly string[];
  /** A change is on its way. */
  busy: boolean;
  failure: WishlistSessionState['failure'];
  /** The share link was copied. */
  copied: boolean;
}

const INITIAL: WishlistState = {
  ids: null,
  signedIn: false,
  undo: [],
  busy: false,
  failure: null,
  copied: false,
};
let state: WishlistState = INITIAL;
const listeners = new Set<() => void>();
let site: string | null = null;
let session: Promise<WishlistSession> | null = null;
let loadedSession: WishlistSession | null = null;
let stopListening: (() => void) | null = null;

function set(next: Partial<WishlistState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function mirror(now: WishlistSessionState): void {
  set({
    ids: now.loading ? state.ids : now.ids,
    signedIn: now.signedIn,
    undo: now.undo,
    busy: now.locked,
    failure: now.failure,
    copied: now.copied,
  });
}

function forget(): void {
  loadedSession?.stop();
  loadedSession = null;
  session = null;
}

/** Starts the wishlist machine once per page session (later calls answer the same one). */
export function wishlistSession(): Promise<WishlistSession> {
  if (session) return session;
  const forSite = site;
  if (forSite === null) return Promise.reject(new Error('loadWishlist(site) was not called'));
  const pending = import('./wishlist-session.js').then(({ startWishlistSession }) => {
    if (site !== forSite) throw new Error(`wishlist of ${forSite} is no longer current`);
    const started = startWishlistSession({
      site: forSite as SiteCode,
      baseUrl: `${location.origin}/api/commerce`,
      signedIn: isSignedIn(),
      storage: browserStorage(),
    });
    started.subscribe(mirror);
    mirror(started.state());
    loadedSession = started;
    return started;
  });
  session = pending;
  pending.catch(() => {
    if (session === pending) session = null;
  });
  return pending;
}

/** Sign-in merges the local list into the account's; sign-out clears it from the browser. */
function listenToSession(): void {
  stopListening ??= onSessionChange(async (change) => {
    if (change.site !== site) return;
    if (change.kind === 'signedIn') {
      const running = await wishlistSession();
      await running.signIn();
      return;
    }
    // docs/product/wishlist.md: logout clears the wishlist; the next page session starts as a
    // guest.
    forget();
    writeLocalWishlist(browserStorage(), change.site, []);
    set({ ...INITIAL, ids: [] });
  });
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/**
 * Called after hydration by the header (idempotent per site). A guest's list is read from
 * local storage now; a signed-in shopper's machine starts when the browser is idle.
 */
export function loadWishlist(forSite: string): void {
  listenToSession();
  if (site === forSite) return;
  // Another site (country or language) has its own list.
  if (site !== null) forget();
  site = forSite;
  if (isSignedIn()) {
    set({ ...INITIAL, signedIn: true });
    whenIdle(() => void wishlistSession().catch(() => set({ ids: [] })));
  } else {
    set({ ...INITIAL, ids: readLocalWishlist(browserStorage(), forSite) });
  }
}

async function withSession(
  forSite: string,
  work: (running: WishlistSession) => Promise<boolean>,
): Promise<boolean> {
  loadWishlist(forSite);
  try {
    return await work(await wishlistSession());
  } catch {
    set({ busy: false, failure: { operation: 'load', kind: 'failed' } });
    return false;
  }
}

/** The heart: saves the product, or takes it out (a removal can be undone). */
export function toggleWishlist(forSite: string, productId: string, save: boolean) {
  return withSession(forSite, (running) =>
    save ? running.add(productId) : running.remove(productId),
  );
}

export function undoWishlistRemoval(forSite: string, productId: string) {
  return withSession(forSite, (running) => running.undo(productId));
}

/** The share token of the signed-in shopper's list, or null. */
export async function shareWishlist(forSite: string): Promise<string | null> {
  loadWishlist(forSite);
  return (await wishlistSession()).share();
}

/** The shopper closed the failure's message; the next change may raise a new one. */
export function dismissWishlistFailure(): void {
  set({ failure: null });
}

/** The share link went to the clipboard: the copyWishlist toggle goes on (once). */
export async function markWishlistLinkCopied(forSite: string): Promise<void> {
  loadWishlist(forSite);
  const running = await wishlistSession();
  if (!running.state().copied) running.toggleCopy();
}

export async function wishlistSuggestions(
  forSite: string,
  slider: NoveltiesSlider | null,
): Promise<string[]> {
  loadWishlist(forSite);
  return (await wishlistSession()).suggestions(slider);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useWishlist(): WishlistState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  );
}
