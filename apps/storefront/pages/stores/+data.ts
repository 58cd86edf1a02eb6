import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadStoreDetail, loadStoreFinder } from '../../src/features/stores/server/stores.js';
import type { StoresData } from '../../src/features/stores/stores-view.js';

export const data = (pageContext: PageContextServer) =>
  runLoader(pageContext, (ctx): Promise<StoresData> =>
    ctx.params['route'] === 'storeDetail' ? loadStoreDetail(ctx) : loadStoreFinder(ctx),
  );
export type Data = Awaited<ReturnType<typeof data>>;
