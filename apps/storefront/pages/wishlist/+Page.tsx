import { useData } from 'vike-react/useData';
import { WishlistPage } from '../../src/features/wishlist/components/WishlistPage.js';
import type { WishlistPageData } from '../../src/features/wishlist/wishlist-view.js';

export default function Page() {
  return <WishlistPage data={useData<WishlistPageData>()} />;
}
