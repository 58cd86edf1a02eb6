import { useData } from 'vike-react/useData';
import { SharedWishlistPage } from '../../src/features/wishlist/components/SharedWishlistPage.js';
import type { Data } from './+data.js';

export default function Page() {
  return <SharedWishlistPage data={useData<Data>()} />;
}
