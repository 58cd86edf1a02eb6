import { useData } from 'vike-react/useData';
import { SharedWishlistPage } from '../../src/features/wishlist/components/SharedWishlistPage.js';
import type { SharedWishlistPageData } from '../../src/features/wishlist/wishlist-view.js';

export default function Page() {
  return <SharedWishlistPage data={useData<SharedWishlistPageData>()} />;
}
