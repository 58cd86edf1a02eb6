// The checkout's one door to sessionStorage (ADR 0019: the confirmation is kept in the tab).
// Without storage (the server's render, a browser that blocks it) nothing is kept and a
// reload of the confirmation starts a checkout, as before the order.
import {
  confirmationToShow,
  readLastConfirmation,
  saveLastConfirmation,
  type StoredConfirmation,
} from './confirmation-store.js';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TabConfirmation {
  /** The confirmation a reload of `/confirmation/` with this query shows, if this tab kept one. */
  shown(search: string): StoredConfirmation | null;
  /** Keeps the confirmation (the first of a cart wins) and answers the one kept. */
  save(confirmation: StoredConfirmation): StoredConfirmation;
}

const tabStorage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // A browser that refuses storage throws on the mere access.
    return null;
  }
};

export function tabConfirmation(
  site: string,
  storage: Storage | null = tabStorage(),
): TabConfirmation {
  return {
    shown: (search) =>
      storage ? confirmationToShow(readLastConfirmation(storage, site), search) : null,
    save: (confirmation) =>
      storage ? saveLastConfirmation(storage, site, confirmation) : confirmation,
  };
}
