import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadMyAccount } from './my-account-data.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadMyAccount);
export type Data = Awaited<ReturnType<typeof data>>;
