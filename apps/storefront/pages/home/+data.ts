import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadHome } from '../../src/features/home/server/home.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadHome);
export type Data = Awaited<ReturnType<typeof data>>;
