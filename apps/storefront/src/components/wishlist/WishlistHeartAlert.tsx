import { Toast, ToastRegion } from '@atelier/ui';
import { dismissWishlistFailure, useWishlist } from '../../client/wishlist-store.js';
import type { ShellView } from '../../data/view-types.js';
import { labelText } from '../label-text.js';
import { wishlistFailureText } from './wishlist-failure-text.js';

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
    <ToastRegion label={text('wishlistTitle', 'My wishlist')}>
      <Toast
        tone="error"
        message={message}
        onClose={dismissWishlistFailure}
        closeLabel={text('close', 'Close')}
      />
    </ToastRegion>
  );
}
