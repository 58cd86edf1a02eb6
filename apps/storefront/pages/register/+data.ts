import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadEntryPage, type EntryPageData } from '../../src/data/pages/account.js';

export const data = (pageContext: PageContextServer) =>
  runLoader(pageContext, (ctx) =>
    loadEntryPage(ctx, ctx.params['route'] as EntryPageData['route']),
  );
export type Data = Awaited<ReturnType<typeof data>>;
