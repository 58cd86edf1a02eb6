import { WISHLIST_SHARE_NETWORKS, wishlistShareUrl, type SiteCode } from '@atelier/core-catalogue';
import { ProductGrid, WishlistGrid } from '@atelier/ui';
import { useState } from 'react';
import { dataOf, useRead } from '../../../shell/browser/read/index.js';
import { usePageContext } from 'vike-react/usePageContext';
import { addToBag } from '../../bag/index.js';
import {
  markWishlistLinkCopied,
  shareWishlist,
  toggleWishlist,
  undoWishlistRemoval,
  useWishlist,
  wishlistSuggestions,
} from '../browser/wishlist-store.js';
import type { WishlistPageData } from '../wishlist-view.js';
import { labelText } from '../../../shell/label-text.js';
import { cardCells, cardProps, useCardSettings } from '../../catalogue/index.js';
import { SiteShareButtons } from '../../product/index.js';
import { useCardCache } from './use-card-cache.js';
import { wishlistFailureText } from './wishlist-failure-text.js';
import { WishlistNotice } from './WishlistNotice.js';
import styles from './wishlist.module.css';

const NO_IDS: readonly string[] = [];

type Notice =
  { kind: 'removed' | 'moved'; id: string } | { kind: 'failed' | 'bagFailed'; id: string };

/**
 * `/{lang}/wishlist/`: the shopper's list (local for guests, the account's once signed in),
 * read after hydration; remove with undo, move to the bag, share (signed in: a token and the
 * networks of docs/product/wishlist.md §5) and 12 suggestions from the first novelties slider.
 */
export function WishlistPage({ data }: { data: WishlistPageData }) {
  const { shell } = usePageContext();
  const site = (shell?.site ?? 'es-es') as SiteCode;
  const labels = shell?.labels ?? {};
  const text = (key: string, fallback: string, values: Record<string, string> = {}) =>
    labelText(labels, key, fallback, values);
  const wishlist = useWishlist();
  const settings = useCardSettings();
  const [notice, setNotice] = useState<Notice | null>(null);
  const ids = wishlist.ids ?? [];
  const known = wishlist.ids !== null;
  // No suggestions is a page without them.
  const suggestionIds: readonly string[] =
    dataOf(
      useRead(known ? ['wishlist', site, 'suggestions'] : null, () =>
        wishlistSuggestions(site, data.slider),
      ),
    ) ?? NO_IDS;
  // Signed in, the list can be shared by a link with its token (docs/product/wishlist.md §4).
  const token = dataOf(
    useRead(known && wishlist.signedIn ? ['wishlist', site, 'share-token'] : null, () =>
      shareWishlist(site),
    ),
  );
  const shareUrl = token ? wishlistShareUrl(location.origin, site, token) : null;
  const { cards } = useCardCache(site, [
    ...ids,
    ...suggestionIds,
    ...(notice === null ? [] : [notice.id]),
  ]);

  const nameOf = (id: string) => cards.get(id)?.name ?? id;
  const remove = async (id: string) => {
    setNotice(null);
    setNotice({ kind: (await toggleWishlist(site, id, false)) ? 'removed' : 'failed', id });
  };
  const undo = async (id: string) => {
    setNotice((await undoWishlistRemoval(site, id)) ? null : { kind: 'failed', id });
  };
  const moveToBag = async (id: string) => {
    setNotice(null);
    if (!(await addToBag(site, [{ code: id, quantity: 1 }]))) {
      setNotice({ kind: 'bagFailed', id });
      return;
    }
    setNotice({ kind: (await toggleWishlist(site, id, false)) ? 'moved' : 'failed', id });
  };

  const noticeText =
    notice?.kind === 'removed'
      ? text('wishlistRemoved', '{name} was removed from your wishlist.', {
          name: nameOf(notice.id),
        })
      : notice?.kind === 'moved'
        ? text('wishlistMovedToBag', '{name} is in your bag.', { name: nameOf(notice.id) })
        : null;
  const failure =
    notice?.kind === 'bagFailed'
      ? text('wishlistBagError', 'We could not add {name} to your bag. Please try again.', {
          name: nameOf(notice.id),
        })
      : (wishlistFailureText(wishlist.failure, text) ??
        (notice?.kind === 'failed'
          ? text('wishlistError', 'We could not update your wishlist. Please try again.')
          : null));

  // The list's own cards need no heart: each has its remove button.
  const listSettings = { ...settings, wishlist: null };
  const products = ids.flatMap((id) => {
    const card = cards.get(id);
    if (!card) return [];
    return [
      {
        id,
        ...cardProps(card, listSettings),
        ...(card.sized ? { chooseSizeHref: card.href } : {}),
      },
    ];
  });
  const suggestions = suggestionIds.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
  const suggestionsTitle = text('wishlistSuggestions', 'You may also like');

  return (
    <div className={`sf-container ${styles.page}`} data-route="wishlist">
      <WishlistGrid
        title={data.title}
        headingLevel={1}
        products={products}
        isLoading={!known || (ids.length > 0 && products.length === 0)}
        isBusy={wishlist.busy}
        onAddToBag={(id) => void moveToBag(id)}
        onRemove={(id) => void remove(id)}
        headerAction={
          wishlist.signedIn ? (
            shareUrl && (
              <SiteShareButtons
                url={shareUrl}
                title={data.title}
                networks={[...WISHLIST_SHARE_NETWORKS, 'Clipboard']}
                labels={{ ...labels, share: text('wishlistShare', 'Share your wishlist') }}
                copied={wishlist.copied}
                onCopied={() => void markWishlistLinkCopied(site)}
              />
            )
          ) : known && ids.length > 0 ? (
            <p className={styles.shareHint}>
              {text('wishlistShareSignIn', 'Sign in to share your wishlist.')}
            </p>
          ) : null
        }
        labels={{
          addToBag: text('wishlistMoveToBag', 'Move to bag'),
          chooseSize: text('wishlistChooseSize', 'Choose your size'),
          remove: text('wishlistRemove', 'Remove'),
          empty: text(
            'wishlistEmpty',
            'Your wishlist is empty. Tap the heart on any piece to save it here.',
          ),
        }}
      />
      <WishlistNotice
        text={noticeText}
        undoLabel={text('wishlistUndo', 'Undo')}
        isBusy={wishlist.busy}
        onUndo={
          notice?.kind === 'removed' && wishlist.undo.includes(notice.id)
            ? () => void undo(notice.id)
            : null
        }
      />
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      {suggestions.length > 0 && (
        <section
          className={styles.suggestions}
          aria-labelledby="wishlist-suggestions"
          data-testid="wishlist-suggestions"
        >
          <h2 id="wishlist-suggestions" className={styles.suggestionsTitle}>
            {suggestionsTitle}
          </h2>
          <ProductGrid cells={cardCells(suggestions, settings)} label={suggestionsTitle} />
        </section>
      )}
    </div>
  );
}
