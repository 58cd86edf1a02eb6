import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadSharedWishlistPage } from '../../src/data/pages/wishlist.js';

export const data = (pageContext: PageContextServer) =>
  runLoader(pageContext, loadSharedWishlistPage);
export type Data = Awaited<ReturnType<typeof data>>;
