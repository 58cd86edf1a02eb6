import { WishlistToggle } from '@atelier/ui';
import { useWishlistHearts } from './use-wishlist-hearts.js';

/** The product page's heart beside add to bag; nothing where the site has no wishlist. */
export function ProductHeart({ productId, name }: { productId: string; name: string }) {
  const hearts = useWishlistHearts();
  if (!hearts) return null;
  return (
    <WishlistToggle
      pressed={hearts.has(productId)}
      onToggle={(save) => hearts.toggle(productId, save)}
      label={`${hearts.label}: ${name}`}
      size={22}
    />
  );
}
