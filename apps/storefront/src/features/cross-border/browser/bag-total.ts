import { bagSession, loadBag } from '../../bag/index.js';

/**
 * The bag's total once the bag has been read (docs/product/cross-border.md: the delivery cost is
 * asked from it); null for an empty bag or one that could not be read, so the cost is not asked.
 */
export async function bagTotal(site: string): Promise<number | null> {
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
    return view.count > 0 ? view.subtotal : null;
  } catch {
    return null;
  }
}
