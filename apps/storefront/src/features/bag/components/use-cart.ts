import type { BagContext, Promotion, WithoutStockItem } from '@atelier/core-bag';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { dataOf, useRead } from '../../../shell/browser/read/index.js';
import { waitFor } from 'xstate';
import type { BagSession } from '../browser/bag-session.js';
import { cartView, type CartView } from '../browser/cart-view.js';

const keyOf = (item: WithoutStockItem) => `${item.productId}:${item.reason}`;

/** Reasons told in the without-stock modal; best cart is told beside the shipping methods. */
const MODAL_REASONS = new Set(['noStock', 'partial', 'availability', 'stock']);

export interface CartState {
  context: BagContext;
  view: CartView;
  /** Product names by id, remembered from every bag seen here (removed lines keep a name). */
  nameOf: (productId: string) => string;
  /** Products newly without stock, not acknowledged yet (docs/product/bag.md §4.1, §9.3). */
  withoutStock: string[];
  acknowledgeWithoutStock: () => void;
  /**
   * Products the last same-day check took out of the bag (docs/product/shipping.md §5 best cart).
   */
  bestCartRemoved: string[];
  sddStatus: 'idle' | 'checking' | 'available' | 'unavailable';
  /** The polite live region's text: what is happening or what changed. */
  announcement: string;
}

export function unlocked(session: BagSession, signal?: AbortSignal): Promise<unknown> {
  return waitFor(session.actor, (snapshot) => snapshot.matches('unlocked'), {
    ...(signal ? { signal } : {}),
  });
}

const NO_PROMOTIONS: Promotion[] = [];

/**
 * The bag page over the running bag session: the view, and what the page keeps on its own
 * (names of gone products, acknowledged without-stock items, the same-day check's outcome,
 * the live region). On load it synchronises stock, then runs the shipping check
 * (docs/product/bag.md §4.1; docs/product/shipping.md §2).
 */
export function useCart(
  session: BagSession,
  site: string,
  texts: { updating: string; updated: (view: CartView) => string },
): CartState {
  const context = useSelector(session.actor, (snapshot) => snapshot.context);
  // The bag session reads the site's promotions once ([] when they cannot be read).
  const promotions =
    dataOf(useRead(['bag', site, 'promotions'], () => session.promotions())) ?? NO_PROMOTIONS;
  const view = useMemo(() => cartView(context, site, promotions), [context, site, promotions]);

  const names = useRef(new Map<string, string>());
  for (const line of view.lines) names.current.set(line.productId, line.name);
  for (const item of view.saved) names.current.set(item.productId, item.name);
  for (const item of view.undo) names.current.set(item.productId, item.name);
  const nameOf = (productId: string) => names.current.get(productId) ?? productId;

  // What was already listed when the page opened is not news.
  const [acknowledged, setAcknowledged] = useState(() => new Set(context.withoutStock.map(keyOf)));
  const fresh = context.withoutStock.filter((item) => !acknowledged.has(keyOf(item)));
  const withoutStock = fresh
    .filter((item) => MODAL_REASONS.has(item.reason))
    .map((item) => nameOf(item.productId));
  const bestCartRemoved = fresh
    .filter((item) => item.reason === 'bestCart')
    .map((item) => nameOf(item.productId));
  const acknowledgeWithoutStock = () =>
    setAcknowledged(
      new Set([
        ...acknowledged,
        ...fresh.filter((item) => MODAL_REASONS.has(item.reason)).map(keyOf),
      ]),
    );

  // The same-day check's outcome, once a check the shopper started has ended.
  // (The check's operation becomes the shipping check half-way, so it is followed from its start.)
  const [sdd, setSdd] = useState<'idle' | 'running' | 'done'>('idle');
  const [announcement, setAnnouncement] = useState('');
  const wasLocked = useRef(context.isInterfaceLocked);
  useEffect(() => {
    if (context.operation === 'checkSddPostalCode' && context.isInterfaceLocked) setSdd('running');
    if (context.isInterfaceLocked && !wasLocked.current) setAnnouncement(texts.updating);
    if (!context.isInterfaceLocked && wasLocked.current) {
      setAnnouncement(texts.updated(view));
      setSdd((now) => (now === 'running' ? 'done' : now));
    }
    wasLocked.current = context.isInterfaceLocked;
  }, [context.isInterfaceLocked, context.operation, texts, view]);

  // docs/product/bag.md §4.5; docs/product/shipping.md §2: stock is synchronised when the page
  // opens, then shipping checked. (A workflow step, not a read: the page leaving aborts the waits.)
  useEffect(() => {
    const left = new AbortController();
    void (async () => {
      await unlocked(session, left.signal);
      if (session.actor.getSnapshot().context.cartId === null) return;
      session.actor.send({ type: 'SYNC_STOCK' });
      await unlocked(session, left.signal);
      session.actor.send({ type: 'CHECK_SHIPPING' });
    })().catch(() => undefined);
    return () => left.abort();
  }, [session]);

  const sddStatus =
    sdd === 'running'
      ? 'checking'
      : sdd === 'done'
        ? context.isSddEnabled
          ? 'available'
          : 'unavailable'
        : 'idle';
  return {
    context,
    view,
    nameOf,
    withoutStock,
    acknowledgeWithoutStock,
    bestCartRemoved,
    sddStatus,
    announcement,
  };
}
