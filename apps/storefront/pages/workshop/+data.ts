import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadWorkshop } from '../../src/data/pages/workshop.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadWorkshop);
export type Data = Awaited<ReturnType<typeof data>>;
