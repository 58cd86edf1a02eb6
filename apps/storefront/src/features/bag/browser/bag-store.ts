// The page-wide bag state every component reads (header count, add buttons, the drawer).
// The bag itself runs on core-bag's bagMachine in ./bag-session.ts, loaded with a
// dynamic import after hydration (on idle, or at the first bag interaction) so the
// machine, the OCC client and zod stay out of the first-load JS. This file only keeps a
// small mirror of it and must not import them (type imports are fine).
import type { SiteCode } from '@atelier/core-catalogue';
import { useSyncExternalStore } from 'react';
import type { AddRequest } from './add-items.js';
import type { BagSession } from './bag-session.js';
import { browserCookieClient, documentCookies, readCartId, writeCartId } from './cart-id-cookie.js';
import { nextTask } from '../../../shell/browser/next-task.js';
import { onSessionChange } from '../../../shell/browser/session/session-events.js';
import { isSignedIn } from '../../../shell/browser/session/signed-in.js';

export interface BagState {
  /** Products in the bag; null until read after hydration. */
  count: number | null;
  adding: boolean;
  /** Why the last bag operation failed: a failure kind (core-bag's classifyCartError and
   * the machine's own 'timeout' | 'malformed' | 'sameBag'); the texts come from labels. */
  error: string | null;
  /** The codes of the last add that went in. */
  lastAdded: string | null;
  /** The bag drawer (layout): opened from the header's bag button or after adding. */
  drawerOpen: boolean;
  /** After a login whose bag merge changed the products: the first name the warning greets. */
  mergeWarning: string | null;
  /** The bag page tells bag errors itself (its own modals): the layout's modal stays shut. */
  errorsOnPage: boolean;
}

let state: BagState = {
  count: null,
  adding: false,
  error: null,
  lastAdded: null,
  drawerOpen: false,
  mergeWarning: null,
  errorsOnPage: false,
};
const listeners = new Set<() => void>();
let site: string | null = null;
let session: Promise<BagSession> | null = null;
let loadedSession: BagSession | null = null;

function set(next: Partial<BagState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Stops the current site's bag and forgets what it showed. */
function switchSite(): void {
  loadedSession?.stop();
  loadedSession = null;
  session = null;
  site = null;
  set({
    count: null,
    adding: false,
    error: null,
    lastAdded: null,
    drawerOpen: false,
    mergeWarning: null,
  });
}

/** Starts the bag machine once per page session (later calls answer the same session). */
export function bagSession(): Promise<BagSession> {
  if (session) return session;
  const forSite = site;
  if (forSite === null) return Promise.reject(new Error('loadBag(site) was not called'));
  const pending = import('./bag-session.js').then(async ({ startBagSession }) => {
    // The chunk's evaluation (zod's schemas, the machine) is one long task; starting the
    // session (OCC client, actor, first request) in the same task made it ~690 ms at 4x CPU
    // on the bag page: the session starts in the next one
    // (docs/adr/0062-long-tasks-after-hydration-split.md).
    await nextTask();
    // The shopper went to another site while the chunk loaded: this bag is not wanted.
    if (site !== forSite) throw new Error(`bag of ${forSite} is no longer current`);
    const started = startBagSession({
      site: forSite as SiteCode,
      baseUrl: `${location.origin}/api/commerce`,
      cookies: documentCookies,
      cookieClient: browserCookieClient(),
      isSignedIn: () => isSignedIn(),
      pathname: location.pathname,
    });
    const mirror = () => {
      const now = started.state();
      set({
        // Known once the stored bag was read (the first operation ended).
        ...(now.locked && state.count === null ? {} : { count: now.view.count }),
        error: now.failure,
      });
    };
    started.subscribe(mirror);
    mirror();
    loadedSession = started;
    for (const listener of listeners) listener();
    return started;
  });
  session = pending;
  // A failed chunk load (offline, a deploy in between) may be retried by the next interaction.
  pending.catch(() => {
    if (session === pending) session = null;
  });
  return pending;
}

/** The running session, or null until it is loaded (for the drawer). */
export function currentBagSession(): BagSession | null {
  return loadedSession;
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/**
 * Called after hydration by the header and the bag panel (idempotent). Without a cart
 * cookie the count is 0 at once; the machine is loaded when the browser is idle if there is
 * a bag to read (a cart cookie, or a signed-in shopper), else at the first bag interaction.
 */
export function loadBag(forSite: string): Promise<void> {
  if (site === forSite) return Promise.resolve();
  // A client-side navigation to another site (another country or language) has its own
  // cart: the previous site's machine must not take the next add.
  if (site !== null) switchSite();
  site = forSite;
  const hasCart = readCartId(documentCookies, forSite) !== null;
  if (!hasCart) set({ count: 0 });
  // Without a cart cookie and not signed in there is no stored bag to read: the machine (with
  // the OCC client and zod, the longest task after hydration) loads at the first bag
  // interaction instead (issue 21, ADR 0018). A signed-in shopper's bag may be restored.
  if (hasCart || isSignedIn())
    whenIdle(() => void bagSession().catch(() => set({ count: state.count ?? 0 })));
  return Promise.resolve();
}

export async function addToBag(forSite: string, lines: AddRequest[]): Promise<boolean> {
  if (site !== forSite) {
    if (site !== null) switchSite();
    site = forSite;
  }
  set({ adding: true, error: null, lastAdded: null });
  try {
    const running = await bagSession();
    const ok = await running.add(lines);
    set({
      adding: false,
      lastAdded: ok ? lines.map((line) => line.code).join(',') : null,
      // The drawer confirms what went in, with its price and quantity controls.
      drawerOpen: ok ? true : state.drawerOpen,
      ...(ok ? {} : { error: running.state().failure ?? 'noStock' }),
    });
    return ok;
  } catch {
    set({ adding: false, error: 'unexpected' });
    return false;
  }
}

export function dismissBagMessage(): void {
  loadedSession?.dismissFailure();
  set({ lastAdded: null, error: null });
}

/**
 * Signing in merges the guest bag into the account's and signing out empties the bag in the
 * browser (docs/product/accounts.md §2). The session screens emit the change and await this.
 */
onSessionChange(async (change) => {
  if (site === null || change.site !== site) return;
  if (change.kind === 'signedOut') {
    loadedSession?.signOut();
    // Never loaded on this page: the cookie alone names the bag.
    if (!loadedSession) writeCartId(documentCookies, change.site, null, browserCookieClient());
    set({ count: 0, error: null, lastAdded: null, drawerOpen: false, mergeWarning: null });
    return;
  }
  const running = await bagSession();
  const user = change.user ?? { id: 'current', firstName: '', loggedIn: true };
  const greeting = await running.signIn(user);
  set({ count: running.state().view.count, mergeWarning: greeting });
});

export function dismissMergeWarning(): void {
  loadedSession?.actor.send({ type: 'DISMISS_MODAL' });
  set({ mergeWarning: null });
}

export function openBag(): void {
  set({ drawerOpen: true });
  void bagSession().catch(() => set({ error: 'unexpected' }));
}

export function closeBag(): void {
  set({ drawerOpen: false });
}

/** The bag page shows bag errors in its own modals while mounted; returns the release. */
export function showBagErrorsOnPage(): () => void {
  set({ errorsOnPage: true });
  return () => set({ errorsOnPage: false });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useBag(): BagState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** The loaded bag session for components that read the machine itself (the drawer). */
export function useBagSession(): BagSession | null {
  return useSyncExternalStore(
    subscribe,
    () => loadedSession,
    () => null,
  );
}
