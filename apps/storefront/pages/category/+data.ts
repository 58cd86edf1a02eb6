import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadCategory } from '../../src/data/pages/category.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadCategory);
export type Data = Awaited<ReturnType<typeof data>>;
