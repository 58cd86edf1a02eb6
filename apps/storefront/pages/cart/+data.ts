import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadCart } from '../../src/features/bag/server/cart.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadCart);
export type Data = Awaited<ReturnType<typeof data>>;
