import { Toast, ToastRegion } from '@atelier/ui';
import { dismissWishlistFailure } from '../browser/wishlist-store.js';

/** The failed heart's message, as an error toast the shopper can close. */
export default function WishlistFailureToast({
  message,
  regionLabel,
  closeLabel,
}: {
  message: string;
  regionLabel: string;
  closeLabel: string;
}) {
  return (
    <ToastRegion label={regionLabel}>
      <Toast
        tone="error"
        message={message}
        onClose={dismissWishlistFailure}
        closeLabel={closeLabel}
      />
    </ToastRegion>
  );
}
