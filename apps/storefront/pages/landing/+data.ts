import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadLanding } from '../../src/data/pages/home.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadLanding);
export type Data = Awaited<ReturnType<typeof data>>;
