import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadCheckout } from '../../src/features/checkout/server/checkout.js';

export const data = (pageContext: PageContextServer) => runLoader(pageContext, loadCheckout);
export type Data = Awaited<ReturnType<typeof data>>;
