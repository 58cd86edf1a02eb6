import { useData } from 'vike-react/useData';
import { SharedWishlistPage } from '../../src/components/wishlist/SharedWishlistPage.js';
import type { Data } from './+data.js';

export default function Page() {
  return <SharedWishlistPage data={useData<Data>()} />;
}
