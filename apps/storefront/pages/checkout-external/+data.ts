import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { loadCrossBorderCheckout } from '../../src/features/cross-border/server/cross-border-checkout.js';

export const data = (pageContext: PageContextServer) =>
  runLoader(pageContext, loadCrossBorderCheckout);
export type Data = Awaited<ReturnType<typeof data>>;
