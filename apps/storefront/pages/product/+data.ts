import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadProduct } from '../../src/data/pages/product.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadProduct);
export type Data = Awaited<ReturnType<typeof data>>;
