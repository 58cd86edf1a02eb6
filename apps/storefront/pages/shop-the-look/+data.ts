import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadShopTheLook } from '../../src/features/look/server/shop-the-look.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadShopTheLook);
export type Data = Awaited<ReturnType<typeof data>>;
