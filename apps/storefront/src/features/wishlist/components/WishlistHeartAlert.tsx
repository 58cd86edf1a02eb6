import { lazy, Suspense } from 'react';
import { useWishlist } from '../browser/wishlist-store.js';
import type { ShellView } from '../../../shell/view-types.js';
import { labelText } from '../../../shell/label-text.js';
import { wishlistFailureText } from './wishlist-failure-text.js';

// The toast's code is fetched when a heart fails, never at first paint (docs/design.md §3).
const WishlistFailureToast = lazy(() => import('./WishlistFailureToast.js'));

/**
 * A heart that failed on a listing or product page says so (role="alert"), until the shopper
 * closes it or the next change; the wishlist page shows its own message in its place.
 */
export function WishlistHeartAlert({ shell }: { shell: ShellView }) {
  const { failure } = useWishlist();
  const text = (key: string, fallback: string) => labelText(shell.labels, key, fallback);
  const message = wishlistFailureText(failure, text);
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <WishlistFailureToast
        message={message}
        regionLabel={text('wishlistTitle', 'My wishlist')}
        closeLabel={text('close', 'Close')}
      />
    </Suspense>
  );
}
