import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadProduct } from '../../src/features/product/server/product.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadProduct);
export type Data = Awaited<ReturnType<typeof data>>;
