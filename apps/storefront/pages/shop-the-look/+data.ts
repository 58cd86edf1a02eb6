import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadShopTheLook } from '../../src/data/pages/shop-the-look.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadShopTheLook);
export type Data = Awaited<ReturnType<typeof data>>;
