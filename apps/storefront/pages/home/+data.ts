import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadHome } from '../../src/data/pages/home.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadHome);
export type Data = Awaited<ReturnType<typeof data>>;
