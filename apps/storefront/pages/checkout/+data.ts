import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadCheckout } from '../../src/data/pages/checkout.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadCheckout);
export type Data = Awaited<ReturnType<typeof data>>;
