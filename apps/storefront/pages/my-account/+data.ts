import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadAccountPage } from '../../src/data/pages/account.js';

export const data = (pageContext: PageContextServer) =>
  runLoader(pageContext, (ctx) => loadAccountPage(ctx, 'myAccount'));
export type Data = Awaited<ReturnType<typeof data>>;
