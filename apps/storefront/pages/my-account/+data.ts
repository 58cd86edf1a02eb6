import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadMyAccount } from '../../src/features/my-account/server/my-account-data.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadMyAccount);
export type Data = Awaited<ReturnType<typeof data>>;
