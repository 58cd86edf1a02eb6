import { bagSession, loadBag } from '../../bag/index.js';

/** What the provider's checkout needs of the shop's bag. */
export interface CheckoutBag {
  /** The cart's guid: the token the provider names the cart by (ADR 0054). */
  cartId: string;
  /** The shopper's lines (gift lines aside). */
  count: number;
  email: string | null;
  signedIn: boolean;
}

/**
 * The bag once it has been read and no operation runs on it; null for an empty bag or one that
 * could not be read (the page then leads back to the bag).
 */
export async function checkoutBag(site: string): Promise<CheckoutBag | null> {
  try {
    await loadBag(site);
    const running = await bagSession();
    await new Promise<void>((resolve) => {
      let stop: (() => void) | null = null;
      const check = () => {
        if (running.state().locked) return;
        stop?.();
        resolve();
      };
      stop = running.subscribe(check);
      check();
    });
    const { view } = running.state();
    const { bag, user } = running.actor.getSnapshot().context;
    const cartId = bag?.cartId ?? null;
    if (cartId === null || view.count === 0) return null;
    return { cartId, count: view.count, email: bag?.email ?? null, signedIn: user !== null };
  } catch {
    return null;
  }
}
