import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import { seo } from '../../src/shell/seo.js';

/**
 * The tracking page's HTML is the same for everyone (the lookup runs after hydration through
 * POST /api/tracking-order/{site}); its title is the content's tracking title.
 */
export const data = (pageContext: PageContextServer) =>
  runLoader(pageContext, (ctx) => ({
    seo: seo({ title: ctx.shell.labels['trackingTitle'] ?? 'Track your order', noIndex: true }),
  }));
export type Data = Awaited<ReturnType<typeof data>>;
