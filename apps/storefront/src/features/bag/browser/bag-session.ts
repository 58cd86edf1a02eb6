// The bag of one page session: core-bag's machine over the OCC client, through the
// storefront's /api/commerce proxy (the shopper's bearer token stays in its httpOnly
// cookie). This module is loaded with a dynamic import after hydration, so the machine,
// the client and zod stay out of the page's first-load JS (docs/design.md §3).
import { createOccClient } from '@atelier/adapters-commerce';
import type { SiteCode } from '@atelier/core-catalogue';
import {
  bagMachine,
  createBagActors,
  isStaleCartError,
  type BagContext,
  type BagFailureKind,
  type BagUser,
  type Promotion,
} from '@atelier/core-bag';
import { qualifiesForSilentRestore } from '@atelier/core-loyalty';
import { createActor, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { addItemsFor, type AddRequest, type StockAnswer } from './add-items.js';
import { bagView, type BagView, type UndoView } from './bag-view.js';
import { freeShippingFrom } from './free-shipping.js';
import { cartEvent, couponEvent } from '../../../shell/browser/analytics/analytics-events.js';
import { queueTracking } from '../../../shell/browser/tracking-queue.js';
import { readCartId, writeCartId, type CookieClient, type CookieJar } from './cart-id-cookie.js';
import { commerceDialect } from '../../../shell/browser/commerce-dialect.js';

export type BagActor = ActorRefFrom<typeof bagMachine>;
export type BagSnapshot = SnapshotFrom<typeof bagMachine>;

export interface BagSessionOptions {
  site: SiteCode;
  /** The proxy's absolute base, e.g. `https://shop.example/api/commerce`. */
  baseUrl: string;
  cookies: CookieJar;
  cookieClient: CookieClient;
  fetch?: typeof globalThis.fetch;
  /** How long one back-end call may take (the machine's operation timeout). */
  timeoutMs?: number;
  /** The proxy's readable signed-in hint: user paths read `current` once someone signed in. */
  isSignedIn?: () => boolean;
  /** The page's path: a signed-in shopper's bag is restored silently where it qualifies. */
  pathname?: string;
}

/**
 * What stands for the previous token at START: the token itself is in the proxy's httpOnly
 * cookie; the machine only needs to know there is one.
 */
const TOKEN_IN_COOKIE = 'httpOnly-cookie';

/** What the page-wide bag state mirrors from the machine after every change. */
export interface BagSessionState {
  view: BagView;
  /** An operation is running: the interface is locked (docs/product/bag.md §2.6). */
  locked: boolean;
  adding: boolean;
  /** Why the last operation the shopper started failed, when it did. */
  failure: BagFailureKind | null;
  /** The bag amount free shipping starts from (site delivery modes); null: none or unknown. */
  freeShippingFrom: number | null;
}

export interface BagSession {
  readonly actor: BagActor;
  readonly site: string;
  state(): BagSessionState;
  subscribe(listener: (state: BagSessionState) => void): () => void;
  /** Resolves with true when every requested product went in. */
  add(requests: readonly AddRequest[]): Promise<boolean>;
  increase(entryNumber: number): void;
  decrease(entryNumber: number): void;
  remove(entryNumber: number): void;
  undo(line: UndoView): void;
  /** Forgets the failure and the modal the machine holds. */
  dismissFailure(): void;
  /** The site's promotions (GET /promotions), read once; [] when they cannot be read. */
  promotions(): Promise<Promotion[]>;
  /**
   * After a login: the guest bag merges into the user's latest (docs/product/accounts.md §2.4).
   * Resolves with the first name to greet in the merge warning when the merge changed the products,
   * else null.
   */
  signIn(user: BagUser): Promise<string | null>;
  /** After a logout: the bag and its cookie go; the next add starts a fresh bag. */
  signOut(): void;
  /** Who is signed in, learnt after a page load (no merge): null for nobody. */
  identify(user: BagUser | null): void;
  stop(): void;
}

/** Failures of the shopper's own operations; a stale cookie found on start is not one. */
function visibleFailure(context: BagContext, dismissed: unknown): BagFailureKind | null {
  const { failure } = context;
  if (failure === null || failure === dismissed) return null;
  if (failure.operation === 'restore' || failure.operation === 'lookUpOrder') return null;
  // A refused voucher only flags its field, never the error modal (docs/product/bag.md §7).
  if (failure.kind === 'voucher' || failure.operation === 'applyVoucher') return null;
  return failure.kind;
}

/** The stored cart cannot be used any more (gone, merged away or already ordered). */
function cartIsOver(context: BagContext): boolean {
  const { failure } = context;
  if (context.placedOrderCode !== null) return true;
  if (failure === null) return false;
  return (
    failure.kind === 'cartGone' || failure.kind === 'expired' || isStaleCartError(failure.error)
  );
}

function added(context: BagContext): boolean {
  const modal = context.modal;
  return (
    context.failure === null &&
    modal?.kind === 'addNotification' &&
    modal.added.length > 0 &&
    modal.withoutStock.length === 0
  );
}

export function startBagSession(options: BagSessionOptions): BagSession {
  const { site, cookies, cookieClient } = options;
  const client = createOccClient({
    baseUrl: options.baseUrl,
    siteCode: site,
    dialect: commerceDialect(),
    // The bearer token is added by the proxy from its httpOnly cookie.
    getToken: () => null,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.isSignedIn ? { isSignedIn: options.isSignedIn } : {}),
  });
  const ports = { bag: client.bag, shipping: client.bag, promotions: client.bag };
  const actor = createActor(bagMachine.provide({ actors: createBagActors(ports) }), {
    input: options.timeoutMs ? { timeoutMs: options.timeoutMs } : {},
  });
  actor.on('bag.cartIdChanged', ({ cartId }) => {
    writeCartId(cookies, site, cartId, cookieClient);
  });
  // docs/product/bag.md §5, §7: cart actions and coupon results are tracked (behind consent).
  actor.on('tracking.addToCart', ({ items }) => void queueTracking(cartEvent(site, 'add', items)));
  actor.on(
    'tracking.removeFromCart',
    ({ items }) => void queueTracking(cartEvent(site, 'remove', items)),
  );
  actor.on('tracking.couponOk', ({ code }) => void queueTracking(couponEvent(site, true, code)));
  actor.on('tracking.couponKo', ({ code }) => void queueTracking(couponEvent(site, false, code)));

  // The machine keeps a failure until the next operation; the shopper may close it sooner.
  let dismissed: unknown = null;
  let freeFrom: number | null = null;
  const stateOf = (snapshot: BagSnapshot): BagSessionState => ({
    view: bagView(snapshot.context, site),
    locked: snapshot.context.isInterfaceLocked,
    adding: snapshot.context.operation === 'add' && snapshot.context.isInterfaceLocked,
    failure: visibleFailure(snapshot.context, dismissed),
    freeShippingFrom: freeFrom,
  });
  let current = stateOf(actor.getSnapshot());
  const listeners = new Set<(state: BagSessionState) => void>();
  actor.subscribe((snapshot) => {
    current = stateOf(snapshot);
    for (const listener of listeners) listener(current);
  });

  const unlocked = () => waitFor(actor, (snapshot) => snapshot.matches('unlocked'));

  const stockOf = (code: string): Promise<StockAnswer> =>
    client.products.getProductStockAndPrice(code).catch(
      // Unknown stock: let the back-end decide (it refuses what it cannot sell).
      (): StockAnswer => ({ id: code, stock: null, onlineStock: true, hasOverallStock: true }),
    );

  // The site's methods, read once: the drawer's free-shipping progress needs no bag call.
  void client.bag.getSiteDeliveryModes().then(
    (methods) => {
      freeFrom = freeShippingFrom(methods);
      current = stateOf(actor.getSnapshot());
      for (const listener of listeners) listener(current);
    },
    () => {
      // Without the methods the drawer simply shows no progress.
    },
  );

  let promotions: Promise<Promotion[]> | null = null;

  actor.start();
  // docs/product/shell.md §3.3; docs/product/accounts.md §2.4: at start-up a signed-in shopper gets
  // the account's latest bag (not on my-account, cart, checkout or register pages, where the stored
  // bag is kept).
  const restoresAccountBag =
    options.isSignedIn?.() === true && qualifiesForSilentRestore(options.pathname ?? '', true);
  actor.send({
    type: 'START',
    cartId: readCartId(cookies, site),
    previousToken: restoresAccountBag ? TOKEN_IN_COOKIE : null,
  });
  void unlocked().then((snapshot) => {
    // A cookie naming a cart that is over is dropped now; the next add starts a new bag.
    if (snapshot.context.cartId !== null && cartIsOver(snapshot.context)) {
      actor.send({ type: 'REMOVE_BAG' });
    }
    // Nobody asked for anything yet: a restore's error modal is not for the shopper.
    if (snapshot.context.modal !== null) actor.send({ type: 'DISMISS_MODAL' });
  });

  return {
    actor,
    site,
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async add(requests) {
      const items = await addItemsFor(requests, stockOf);
      await unlocked();
      // A cart that turns out to be over starts a new bag, once (docs/product/bag.md §2.5).
      for (let attempt = 0; attempt < 2; attempt += 1) {
        actor.send({ type: 'DISMISS_MODAL' });
        actor.send({ type: 'ADD', items });
        const after = await unlocked();
        if (added(after.context)) return true;
        if (attempt > 0 || !cartIsOver(after.context)) return false;
        actor.send({ type: 'REMOVE_BAG' });
      }
      return false;
    },
    increase: (entryNumber) => actor.send({ type: 'INCREASE', entryNumber }),
    decrease: (entryNumber) => actor.send({ type: 'DECREASE', entryNumber }),
    remove: (entryNumber) => actor.send({ type: 'REMOVE', entryNumber }),
    undo: (line) =>
      actor.send({
        type: 'UNDO',
        productId: line.productId,
        sizeCode: line.sizeCode,
        engravingText: line.engravingText,
      }),
    async signIn(user) {
      await unlocked();
      actor.send({ type: 'LOGIN', user });
      const after = await unlocked();
      const modal = after.context.modal;
      return modal?.kind === 'mergeWarning' ? modal.firstName || user.firstName || '' : null;
    },
    signOut() {
      actor.send({ type: 'REMOVE_BAG' });
      actor.send({ type: 'IDENTIFY', user: null });
      writeCartId(cookies, site, null, cookieClient);
    },
    identify: (user) => actor.send({ type: 'IDENTIFY', user }),
    promotions() {
      promotions ??= client.bag.getPromotions().catch((): Promotion[] => []);
      return promotions;
    },
    dismissFailure() {
      dismissed = actor.getSnapshot().context.failure;
      actor.send({ type: 'DISMISS_MODAL' });
    },
    stop: () => actor.stop(),
  };
}
