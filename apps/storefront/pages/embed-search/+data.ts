import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadEmbedSearch } from '../../src/data/pages/embed-search.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadEmbedSearch);
export type Data = Awaited<ReturnType<typeof data>>;
