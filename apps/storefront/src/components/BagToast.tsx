import { useEffect } from 'react';
import { dismissBagMessage, useBag } from '../client/bag-store.js';

/** Spec 1 layouts: the bag toast after adding (the drawer comes with part 2's bag). */
export function BagToast({ site, labels }: { site: string; labels: Record<string, string> }) {
  const bag = useBag();
  useEffect(() => {
    if (!bag.lastAdded) return;
    const timer = setTimeout(dismissBagMessage, 4000);
    return () => clearTimeout(timer);
  }, [bag.lastAdded]);
  if (!bag.lastAdded && !bag.error) return null;
  return (
    <div
      className="sf-toast"
      role="status"
      data-kind={bag.error ? 'error' : 'ok'}
      data-testid="bag-toast"
    >
      <span>{bag.error ?? `✓ ${labels['addToBag'] ?? 'Added'}`}</span>
      {!bag.error && <a href={`/${site}/cart/`}>{labels['bag'] ?? 'Bag'}</a>}
      <button type="button" onClick={dismissBagMessage} aria-label="×">
        ×
      </button>
    </div>
  );
}
