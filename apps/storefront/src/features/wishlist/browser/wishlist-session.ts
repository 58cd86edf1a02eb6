// The wishlist of one page session: core-bag's wishlistMachine over the OCC client, through
// the storefront's /api/commerce proxy. Loaded with a dynamic import (wishlist-store.ts), so
// the machine, the client and zod stay out of the catalogue pages' first-load JS.
import { createOccClient } from '@atelier/adapters-commerce';
import {
  createWishlistActors,
  wishlistIds,
  wishlistMachine,
  type NoveltiesSlider,
  type WishlistContext,
  type WishlistFailure,
} from '@atelier/core-bag';
import type { SiteCode } from '@atelier/core-catalogue';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { readLocalWishlist, writeLocalWishlist, type IdStorage } from './local-wishlist.js';
import { commerceDialect } from '../../../shell/browser/commerce-dialect.js';

export type WishlistFailureKind = 'alreadyInWishlist' | 'failed';

/** What the page-wide wishlist state mirrors from the machine after every change. */
export interface WishlistSessionState {
  signedIn: boolean;
  /** The product ids in the wishlist: the account's list, or the guest's local one. */
  ids: string[];
  /** Removed ids, newest first, that UNDO can put back. */
  undo: string[];
  /** The account's list is not read yet (guests' lists are known at once). */
  loading: boolean;
  /**
   * A back-end call is running: operations sent now would be ignored (docs/product/wishlist.md §2).
   */
  locked: boolean;
  failure: { operation: WishlistFailure['operation']; kind: WishlistFailureKind } | null;
  /** The share link was copied (the machine's copyWishlist toggle, docs/product/wishlist.md §4). */
  copied: boolean;
}

export interface WishlistSessionOptions {
  site: SiteCode;
  /** The proxy's absolute base, e.g. `https://shop.example/api/commerce`. */
  baseUrl: string;
  signedIn: boolean;
  storage: IdStorage | null;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

export interface WishlistSession {
  readonly site: string;
  state(): WishlistSessionState;
  subscribe(listener: (state: WishlistSessionState) => void): () => void;
  /** Each resolves with true when the change went through. */
  add(productId: string): Promise<boolean>;
  remove(productId: string): Promise<boolean>;
  undo(productId: string): Promise<boolean>;
  /** The share token of the account's list (null for guests or on failure). */
  share(): Promise<string | null>;
  /** Flips the copyWishlist toggle: on once the share link is copied. */
  toggleCopy(): void;
  /**
   * docs/product/wishlist.md §5: up to 12 in-stock products of the first novelties slider, not yet
   * saved.
   */
  suggestions(slider: NoveltiesSlider | null): Promise<string[]>;
  /** Sign-in: the guest's local list merges into the account's (only when there is one). */
  signIn(): Promise<void>;
  stop(): void;
}

/**
 * The OCC client names the user `current` only when it holds a token. In the browser the
 * token is the proxy's business: it sends the one from its httpOnly cookie and drops any
 * Authorization the page sends, so a signed-in page only needs to say that there is one.
 */
const TOKEN_HELD_BY_PROXY = 'held-by-proxy';

function visibleFailure(failure: WishlistFailure | null): WishlistSessionState['failure'] {
  if (failure === null) return null;
  return {
    operation: failure.operation,
    kind: failure.kind === 'alreadyInWishlist' ? 'alreadyInWishlist' : 'failed',
  };
}

function currentIds(context: WishlistContext): string[] {
  return context.loggedIn ? wishlistIds(context.wishlist) : context.localIds;
}

export function startWishlistSession(options: WishlistSessionOptions): WishlistSession {
  const { site, storage } = options;
  let signedIn = options.signedIn;
  const client = createOccClient({
    baseUrl: options.baseUrl,
    siteCode: site,
    dialect: commerceDialect(),
    getToken: () => (signedIn ? TOKEN_HELD_BY_PROXY : null),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const actor = createActor(
    wishlistMachine.provide({ actors: createWishlistActors(client.wishlist) }),
    {
      input: {
        loggedIn: false,
        localIds: readLocalWishlist(storage, site),
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      },
    },
  );
  actor.on('wishlist.localIdsChanged', ({ ids }) => writeLocalWishlist(storage, site, ids));

  // Signed in, the list is the account's, unknown until the first read (or merge) answers.
  let loading = signedIn;
  const stateOf = (snapshot: SnapshotFrom<typeof wishlistMachine>): WishlistSessionState => ({
    signedIn,
    ids: currentIds(snapshot.context),
    undo: snapshot.context.undo,
    loading,
    locked: snapshot.matches('busy'),
    failure: visibleFailure(snapshot.context.failure),
    copied: snapshot.context.copyWishlist,
  });
  const listeners = new Set<(state: WishlistSessionState) => void>();
  let current = stateOf(actor.getSnapshot());
  const publish = () => {
    current = stateOf(actor.getSnapshot());
    for (const listener of listeners) listener(current);
  };
  actor.subscribe(publish);
  actor.start();

  const ready = () => waitFor(actor, (snapshot) => snapshot.matches('ready'));
  // The machine ignores what arrives while it is busy: operations wait their turn instead.
  let queue: Promise<unknown> = Promise.resolve();
  function run<T>(operation: () => Promise<T>): Promise<T> {
    const next = queue.then(operation, operation);
    queue = next.catch(() => undefined);
    return next;
  }
  async function change(event: Parameters<typeof actor.send>[0]): Promise<boolean> {
    return run(async () => {
      await ready();
      actor.send(event);
      const after = await ready();
      return after.context.failure === null;
    });
  }
  async function signIn(): Promise<void> {
    await run(async () => {
      await ready();
      signedIn = true;
      loading = true;
      // With local ids the machine merges them (and clears them when the merge worked);
      // without, it reads the account's list (docs/product/wishlist.md §3).
      actor.send({ type: 'LOGIN' });
      await ready();
      loading = false;
      publish();
    });
  }
  if (signedIn) void signIn();

  return {
    site,
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (productId) => change({ type: 'ADD', productId }),
    remove: (productId) => change({ type: 'REMOVE', productId }),
    undo: (productId) => change({ type: 'UNDO', productId }),
    toggleCopy: () => actor.send({ type: 'TOGGLE_COPY' }),
    share: () =>
      run(async () => {
        if (!signedIn) return null;
        await ready();
        actor.send({ type: 'SHARE' });
        const after = await ready();
        return after.context.failure === null ? after.context.shareToken : null;
      }),
    suggestions: (slider) =>
      run(async () => {
        await ready();
        actor.send({ type: 'LOAD_SUGGESTIONS', slider });
        const after = await ready();
        return after.context.suggestions.map((product) => product.id);
      }),
    signIn,
    stop: () => actor.stop(),
  };
}
