import { Skeleton } from '@atelier/ui';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { bagSession, useBagSession } from '../browser/bag-store.js';
import { fill } from './bag-labels.js';
import styles from './cart-page.module.css';
import type { CartPageData } from '../cart-page-view.js';
import { EmptyBag } from './EmptyBag.js';

// The bag's body comes with the bag session, after hydration: not in the first-load JS.
const CartScreen = lazy(() =>
  import('./CartScreen.js').then((module) => ({
    default: module.CartScreen,
  })),
);

/** What shows until the bag is read: the same for everyone, so the HTML holds no bag. */
function Loading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" aria-label={label} data-testid="cart-loading">
      <Skeleton blockSize="7rem" />
      <Skeleton blockSize="7rem" />
    </div>
  );
}

/** `/{lang}/cart/` (docs/product/bag.md): the title, then the bag once the session is loaded. */
export function CartPage() {
  const data = useData<CartPageData>();
  const { shell } = usePageContext();
  const session = useBagSession();
  useEffect(() => {
    // The bag page needs the bag at once, not when the browser is idle.
    void bagSession().catch(() => undefined);
  }, []);
  if (!shell) return null;
  const loading = fill(shell.labels, 'bagLoading', 'Loading your bag');
  // Until the bag is read: the empty bag where the request shows there is none, else a
  // skeleton (the HTML holds no shopper's bag).
  const waiting = data.knownEmpty ? (
    <EmptyBag labels={shell.labels} site={shell.site} />
  ) : (
    <Loading label={loading} />
  );
  return (
    <div className="sf-container">
      {/* No header on mobile and tablet (docs/product/shell.md §1.4): the way back to the shop. */}
      <a className={styles.back} href={`/${shell.site}/`}>
        <ArrowLeft className="atelier-mirror" size={16} aria-hidden="true" />
        {fill(shell.labels, 'bagContinueShopping', 'Continue shopping')}
      </a>
      <h1 className="sf-h1">{data.title}</h1>
      {session ? (
        <Suspense fallback={waiting}>
          <CartScreen shell={shell} session={session} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}
