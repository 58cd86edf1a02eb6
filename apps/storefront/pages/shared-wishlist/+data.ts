import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadSharedWishlistPage } from '../../src/features/wishlist/server/wishlist.js';

export const data = (pageContext: PageContextServer) =>
  runLoader(pageContext, loadSharedWishlistPage);
export type Data = Awaited<ReturnType<typeof data>>;
