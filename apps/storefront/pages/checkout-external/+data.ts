import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadCrossBorderCheckout } from '../../src/data/pages/cross-border-checkout.js';

export const data = (pageContext: PageContextServer) =>
  runLoader(pageContext, loadCrossBorderCheckout);
export type Data = Awaited<ReturnType<typeof data>>;
