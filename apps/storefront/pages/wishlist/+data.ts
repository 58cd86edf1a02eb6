import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadWishlistPage } from '../../src/features/wishlist/server/wishlist.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadWishlistPage);
export type Data = Awaited<ReturnType<typeof data>>;
