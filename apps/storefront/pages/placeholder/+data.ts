import type { RouteName } from '@atelier/core-catalogue';
import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/data/hook.js';
import { loadPlaceholder } from '../../src/data/placeholder.js';

export const data = (pageContext: PageContextServer) =>
  runLoader(pageContext, (ctx) => loadPlaceholder(ctx, ctx.params['route'] as RouteName));
export type Data = Awaited<ReturnType<typeof data>>;
