import { WishlistGrid } from '@atelier/ui';
import { usePageContext } from 'vike-react/usePageContext';
import type { SharedWishlistPageData } from '../wishlist-view.js';
import { labelText } from '../../../shell/label-text.js';
import { cardProps, useCardSettings } from '../../catalogue/index.js';
import styles from './wishlist.module.css';

/**
 * `/{lang}/wishlist/{token}`: a friend's list, read-only, rendered on the server from its share
 * token (a list that cannot be opened is the 404 error page, docs/product/wishlist.md §4). The
 * hearts let the visitor save pieces to their own wishlist.
 */
export function SharedWishlistPage({ data }: { data: SharedWishlistPageData }) {
  const { shell } = usePageContext();
  const labels = shell?.labels ?? {};
  const settings = useCardSettings();
  return (
    <div className={`sf-container ${styles.page}`} data-route="sharedWishlist">
      <WishlistGrid
        title={data.title}
        headingLevel={1}
        readOnly
        products={data.cards.map((card) => ({ id: card.id, ...cardProps(card, settings) }))}
        labels={{ empty: labelText(labels, 'wishlistSharedEmpty', 'This wishlist is empty.') }}
      />
    </div>
  );
}
