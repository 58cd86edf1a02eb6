import { WishlistGrid } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { WishlistCardView } from '../../data/cards-by-id.js';
import { FALLBACK_ERROR_VIEWS } from '../../data/error-view.js';
import type { SharedWishlistPageData } from '../../data/pages/wishlist.js';
import { ErrorContent } from '../ErrorContent.js';
import { labelText } from '../label-text.js';
import { cardProps, useCardSettings } from '../product-cards.js';
import { CardsUnavailable, fetchSharedWishlist } from './wishlist-cards.js';
import styles from './wishlist.module.css';

type Shared =
  | { status: 'loading' }
  | { status: 'ready'; cards: WishlistCardView[] }
  | { status: 'notFound' }
  | { status: 'failed' };

/**
 * `/{lang}/wishlist/{token}`: a friend's list, read-only, opened by its share token after
 * hydration; a list that cannot be loaded is the 404 error page (spec 2, 4.5). The hearts let
 * the visitor save pieces to their own wishlist.
 */
export function SharedWishlistPage({ data }: { data: SharedWishlistPageData }) {
  const pageContext = usePageContext();
  const { shell } = pageContext;
  const site = shell?.site ?? 'es-es';
  const labels = shell?.labels ?? {};
  const settings = useCardSettings();
  const [shared, setShared] = useState<Shared>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    setShared({ status: 'loading' });
    fetchSharedWishlist(site, data.token, abort.signal).then(
      (cards) => setShared({ status: 'ready', cards }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const notFound = error instanceof CardsUnavailable && error.notFound;
        setShared({ status: notFound ? 'notFound' : 'failed' });
      },
    );
    return () => abort.abort();
  }, [site, data.token]);

  if (shared.status === 'notFound' || shared.status === 'failed') {
    const views = pageContext.errorViews ?? FALLBACK_ERROR_VIEWS;
    return shared.status === 'notFound' ? (
      <ErrorContent view={views.notFound} status={404} />
    ) : (
      <ErrorContent view={views.serverError} status={503} />
    );
  }
  return (
    <div className={`sf-container ${styles.page}`} data-route="sharedWishlist">
      <WishlistGrid
        title={data.title}
        headingLevel={1}
        readOnly
        isLoading={shared.status === 'loading'}
        products={
          shared.status === 'ready'
            ? shared.cards.map((card) => ({ id: card.id, ...cardProps(card, settings) }))
            : []
        }
        labels={{ empty: labelText(labels, 'wishlistSharedEmpty', 'This wishlist is empty.') }}
      />
    </div>
  );
}
