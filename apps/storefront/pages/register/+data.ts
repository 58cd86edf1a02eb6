import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadEntryPage, type EntryPageData } from '../../src/features/account/server/account.js';

export const data = (pageContext: PageContextServer) =>
  runLoader(pageContext, (ctx) =>
    loadEntryPage(ctx, ctx.params['route'] as EntryPageData['route']),
  );
export type Data = Awaited<ReturnType<typeof data>>;
