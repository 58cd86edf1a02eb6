import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadCart } from '../../src/data/pages/cart.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadCart);
export type Data = Awaited<ReturnType<typeof data>>;
