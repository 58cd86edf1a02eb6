import { useData } from 'vike-react/useData';
import { WishlistPage } from '../../src/features/wishlist/components/WishlistPage.js';
import type { Data } from './+data.js';

export default function Page() {
  return <WishlistPage data={useData<Data>()} />;
}
