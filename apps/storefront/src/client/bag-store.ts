// MINIMAL BAG PATH (to be replaced by core-bag's bagMachine in part 2): the anonymous cart
// guid lives in localStorage per site; every call goes through /api/commerce so the
// shopper's bearer token stays in the httpOnly cookie.
import { useSyncExternalStore } from 'react';

export interface BagState {
  count: number | null;
  adding: boolean;
  error: string | null;
  lastAdded: string | null;
  /** The bag drawer (layout): opened from the header's bag button or after adding. */
  drawerOpen: boolean;
}

interface CartAnswer {
  guid?: string;
  code?: string;
  totalUnitCount?: number;
}

let state: BagState = {
  count: null,
  adding: false,
  error: null,
  lastAdded: null,
  drawerOpen: false,
};
const listeners = new Set<() => void>();
let loadedFor: string | null = null;

function set(next: Partial<BagState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const storageKey = (site: string) => `atelier.bag.${site}`;
const cartsUrl = (site: string) => `/api/commerce/occ/v2/${site}/users/anonymous/carts`;

async function call<T>(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T | null }> {
  const response = await fetch(url, {
    ...init,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as T) : null };
}

function readGuid(site: string): string | null {
  try {
    return localStorage.getItem(storageKey(site));
  } catch {
    return null;
  }
}

function writeGuid(site: string, guid: string | null): void {
  try {
    if (guid) localStorage.setItem(storageKey(site), guid);
    else localStorage.removeItem(storageKey(site));
  } catch {
    // Private mode without storage: the bag lives for this page only.
  }
}

/** Reads the bag count once per site after hydration (catalogue HTML stays cacheable). */
export async function loadBag(site: string): Promise<void> {
  if (loadedFor === site) return;
  loadedFor = site;
  const guid = readGuid(site);
  if (!guid) return set({ count: 0 });
  const answer = await call<CartAnswer>(`${cartsUrl(site)}/${guid}`).catch(() => null);
  if (!answer || answer.status !== 200) {
    writeGuid(site, null);
    return set({ count: 0 });
  }
  set({ count: answer.body?.totalUnitCount ?? 0 });
}

async function ensureCart(site: string): Promise<string> {
  const existing = readGuid(site);
  if (existing) return existing;
  const created = await call<CartAnswer>(cartsUrl(site), { method: 'POST' });
  const guid = created.body?.guid;
  if (!guid) throw new Error('Could not create a bag');
  writeGuid(site, guid);
  return guid;
}

export async function addToBag(
  site: string,
  lines: { code: string; quantity: number }[],
): Promise<boolean> {
  set({ adding: true, error: null });
  try {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const guid = await ensureCart(site);
      let gone = false;
      for (const line of lines) {
        const answer = await call<{ errors?: { message?: string }[] }>(
          `${cartsUrl(site)}/${guid}/entries`,
          {
            method: 'POST',
            body: JSON.stringify({ product: { code: line.code }, quantity: line.quantity }),
          },
        );
        if (answer.status === 404) {
          gone = true;
          break;
        }
        if (answer.status >= 400)
          throw new Error(answer.body?.errors?.[0]?.message ?? 'Could not add to bag');
      }
      if (gone) {
        // The cart expired or was ordered: start a new one once.
        writeGuid(site, null);
        continue;
      }
      const cart = await call<CartAnswer>(`${cartsUrl(site)}/${guid}`);
      set({
        count: cart.body?.totalUnitCount ?? state.count,
        adding: false,
        lastAdded: lines.map((l) => l.code).join(','),
      });
      return true;
    }
    throw new Error('Could not add to bag');
  } catch (error) {
    set({ adding: false, error: error instanceof Error ? error.message : 'Could not add to bag' });
    return false;
  }
}

export function dismissBagMessage(): void {
  set({ lastAdded: null, error: null });
}

export function openBag(): void {
  set({ drawerOpen: true });
}

export function closeBag(): void {
  set({ drawerOpen: false });
}

export function useBag(): BagState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
