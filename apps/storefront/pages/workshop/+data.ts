import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadWorkshop } from '../../src/features/workshop/server/workshop.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadWorkshop);
export type Data = Awaited<ReturnType<typeof data>>;
