import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadEmbedSearch } from '../../src/features/catalogue/server/embed-search.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadEmbedSearch);
export type Data = Awaited<ReturnType<typeof data>>;
