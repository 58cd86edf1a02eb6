import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import {
  loadStoreDetail,
  loadStoreFinder,
  type StoresData,
} from '../../src/features/stores/server/stores.js';

export const data = (pageContext: PageContextServer) =>
  runLoader(pageContext, (ctx): Promise<StoresData> =>
    ctx.params['route'] === 'storeDetail' ? loadStoreDetail(ctx) : loadStoreFinder(ctx),
  );
export type Data = Awaited<ReturnType<typeof data>>;
