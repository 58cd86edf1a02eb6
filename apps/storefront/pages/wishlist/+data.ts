import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadWishlistPage } from '../../src/data/pages/wishlist.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadWishlistPage);
export type Data = Awaited<ReturnType<typeof data>>;
