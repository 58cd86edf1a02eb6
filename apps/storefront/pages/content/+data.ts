import type { PageContextServer } from 'vike/types';
import { runLoader } from '../../src/shell/server/hook.js';
import type { LoadContext } from '../../src/shell/server/load-context.js';
import {
  loadBlog,
  loadBlogPost,
  loadGlossaryHome,
  loadGlossaryLanding,
  loadHelp,
  loadLabelsPage,
  loadMaterial,
  loadPolicies,
} from '../../src/features/content/server/content-pages.js';
import type { ContentData } from '../../src/features/content/content-view.js';
import { loadEngravings } from '../../src/features/content/server/engravings.js';
import { magazineRedirect } from '../../src/features/content/server/magazine.js';

function load(ctx: LoadContext): Promise<ContentData> {
  switch (ctx.params['route']) {
    case 'glossaryHome':
      return loadGlossaryHome(ctx);
    case 'glossaryLanding':
      return loadGlossaryLanding(ctx);
    case 'material':
      return loadMaterial(ctx);
    case 'policies':
      return loadPolicies(ctx);
    case 'help':
      return loadHelp(ctx);
    case 'blog':
      return loadBlog(ctx);
    case 'blogCategory':
      return loadBlog(ctx, ctx.params['category']);
    case 'blogPost':
      return loadBlogPost(ctx);
    case 'engravings':
      return loadEngravings(ctx);
    case 'liveShopping':
      return loadLabelsPage(ctx, 'liveShopping', null, 'liveShopping');
    case 'magazine':
      return magazineRedirect(ctx);
    default:
      return loadLabelsPage(ctx, 'search', null, 'search');
  }
}

export const data = (pageContext: PageContextServer) => runLoader(pageContext, load);
export type Data = Awaited<ReturnType<typeof data>>;
