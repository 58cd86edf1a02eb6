import { redirect } from 'vike/abort';
import type { LoadContext } from '../../../shell/server/load-context.js';

/**
 * `/{lang}/magazine{path}` embeds the external blog (docs/product/content.md §6). The shop's
 * blog is that blog here, so the magazine answers one 301 to the same path under the blog
 * (issue 32.7: it was an empty page titled "magazine"); a second copy of every post under
 * another address would only compete with it.
 */
export function magazineRedirect(ctx: LoadContext): never {
  const path = (ctx.params['path'] ?? '').replace(/^\/+|\/+$/g, '');
  const target = path
    ? `/${ctx.site}/blog/${path.split('/').map(encodeURIComponent).join('/')}`
    : `/${ctx.site}/blog/`;
  throw redirect(target, 301);
}
