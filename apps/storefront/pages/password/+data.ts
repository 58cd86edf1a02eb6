import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadAccountPage } from '../../src/features/account/server/account.js';

export const data = (pageContext: PageContextServer) =>
  runLoader(pageContext, (ctx) =>
    loadAccountPage(
      ctx,
      ctx.params['route'] === 'passwordChange' ? 'passwordChange' : 'passwordRequest',
    ),
  );
export type Data = Awaited<ReturnType<typeof data>>;
