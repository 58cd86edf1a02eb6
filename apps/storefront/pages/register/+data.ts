import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadEntryPage } from '../../src/features/account/server/account.js';
import type { EntryPageData } from '../../src/features/account/account-view.js';

export const data = (pageContext: PageContextServer) =>
  runLoader(pageContext, (ctx) =>
    loadEntryPage(ctx, ctx.params['route'] as EntryPageData['route']),
  );
export type Data = Awaited<ReturnType<typeof data>>;
