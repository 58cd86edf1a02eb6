import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadCategory } from '../../src/features/catalogue/server/category.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadCategory);
export type Data = Awaited<ReturnType<typeof data>>;
