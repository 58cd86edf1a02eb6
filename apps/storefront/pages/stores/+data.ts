import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadStoreDetail, loadStoreFinder, type StoresData } from '../../src/data/pages/stores.js';

export const data = (pageContext: PageContextServer) =>
  runLoader(pageContext, (ctx): Promise<StoresData> =>
    ctx.params['route'] === 'storeDetail' ? loadStoreDetail(ctx) : loadStoreFinder(ctx),
  );
export type Data = Awaited<ReturnType<typeof data>>;
