import type { LabelsPageCollection } from '@atelier/adapters-cms';
import {
  CATALOGUE_CONSTANTS,
  liveShoppingShareUrl,
  pageFromQuery,
  pageLink,
  siteInfo,
} from '@atelier/core-catalogue';
import { formatDate } from '../../../shell/format-date.js';
import { NotFound, type LoadContext } from '../../../shell/server/load-context.js';
import { breadcrumbJsonLd, seo } from '../../../shell/seo.js';
import { kidsSizeTables, sizeGuideTables } from '../../../shell/size-guide-tables.js';
import type { BreadcrumbView } from '../../../shell/view-types.js';
import type { ContentData } from '../content-view.js';

export function content(
  ctx: LoadContext,
  partial: Partial<ContentData> & Pick<ContentData, 'kind' | 'title'>,
  canonicalPath: string,
): ContentData {
  const breadcrumbs = partial.breadcrumbs ?? [];
  return {
    intro: '',
    sections: [],
    links: [],
    activeId: null,
    previous: null,
    next: null,
    pagination: null,
    sizeGuide: [],
    date: null,
    product: null,
    shareUrl: null,
    ...partial,
    breadcrumbs,
    seo: seo({
      title: partial.title,
      description: (partial.intro ?? '').slice(0, 160),
      canonicalPath,
      alternatePath: null,
      prev: partial.previous ?? null,
      next: partial.next ?? null,
      jsonLd: breadcrumbs.length > 0 ? [breadcrumbJsonLd(ctx.services.origin, breadcrumbs)] : [],
    }),
  };
}

export const home = (ctx: LoadContext): BreadcrumbView => ({
  text: ctx.shell.labels['home'] ?? 'Home',
  href: `/${ctx.site}/`,
});

export async function loadGlossaryHome(ctx: LoadContext): Promise<ContentData> {
  const glossary = await ctx.services.content.glossaryHome(ctx.site);
  const tree = await ctx.services.content.materialsTree(ctx.site).catch(() => []);
  return content(
    ctx,
    {
      kind: 'glossary',
      title: glossary.title,
      intro: glossary.intro,
      links: [
        ...glossary.entries.map((entry) => ({
          text: entry.title,
          href: `/${ctx.site}/wsj/${entry.slug}`,
        })),
        ...tree.map((node) => ({
          text: node.name,
          href: `/${ctx.site}/wsj/${glossary.materialPrefix}/${node.slug}`,
        })),
      ],
      breadcrumbs: [home(ctx), { text: glossary.title, href: null }],
    },
    `/${ctx.site}/wsj/`,
  );
}

export async function loadGlossaryLanding(ctx: LoadContext): Promise<ContentData> {
  const slug = ctx.params['slug'] ?? '';
  const [glossary, page] = await Promise.all([
    ctx.services.content.glossaryHome(ctx.site),
    ctx.services.content.glossaryPage(ctx.site, slug),
  ]);
  return content(
    ctx,
    {
      kind: 'glossary',
      title: page.title,
      sections: [{ id: page.slug, title: null, html: page.html }],
      breadcrumbs: [
        home(ctx),
        { text: glossary.title, href: `/${ctx.site}/wsj/` },
        { text: page.title, href: null },
      ],
    },
    `/${ctx.site}/wsj/${page.slug}`,
  );
}

/** Material page: breadcrumb is the prefix (not a link), the parent material, the material. */
export async function loadMaterial(ctx: LoadContext): Promise<ContentData> {
  const segments = (ctx.params['path'] ?? '').split('/').filter(Boolean);
  const slug = segments.at(-1);
  if (!slug) throw new NotFound('No material');
  const glossary = await ctx.services.content.glossaryHome(ctx.site);
  const material = await ctx.services.content.material(ctx.site, slug);
  const prefix = ctx.params['prefix'] ?? glossary.materialPrefix;
  const parent = material.parent
    ? await ctx.services.content.material(ctx.site, material.parent).catch(() => null)
    : null;
  const crumbs: BreadcrumbView[] = [
    home(ctx),
    { text: prefix, href: null },
    ...(parent ? [{ text: parent.name, href: `/${ctx.site}/wsj/${prefix}/${parent.slug}` }] : []),
    { text: material.name, href: null },
  ];
  return content(
    ctx,
    {
      kind: 'material',
      title: material.name,
      sections: [{ id: material.slug, title: null, html: material.html }],
      breadcrumbs: crumbs,
    },
    `/${ctx.site}/wsj/${prefix}/${parent ? `${parent.slug}/` : ''}${material.slug}`,
  );
}

export async function loadPolicies(ctx: LoadContext): Promise<ContentData> {
  const policies = (await ctx.services.content.policies(ctx.site)).sort(
    (a, b) => a.order - b.order,
  );
  const slug = ctx.params['slug'];
  const active = slug ? await ctx.services.content.policy(ctx.site, slug) : policies[0];
  if (!active) throw new NotFound('No policies');
  const title = ctx.shell.labels['policies'] ?? 'Policies';
  return content(
    ctx,
    {
      kind: 'policies',
      title: active.title,
      sections: active.textBlocks.map((block, index) => ({
        id: `${active.slug}-${index}`,
        title: block.title,
        html: block.html,
      })),
      links: policies.map((policy) => ({
        text: policy.title,
        href: `/${ctx.site}/policies/${policy.slug}`,
      })),
      activeId: active.slug,
      breadcrumbs: [
        home(ctx),
        { text: title, href: `/${ctx.site}/policies` },
        { text: active.title, href: null },
      ],
    },
    `/${ctx.site}/policies/${active.slug}`,
  );
}

/** FAQ: without a slug the first entry is open (the desktop default). */
export async function loadHelp(ctx: LoadContext): Promise<ContentData> {
  const entries = (await ctx.services.content.faq(ctx.site)).sort((a, b) => a.order - b.order);
  const slug = ctx.params['slug'];
  const active = slug ? await ctx.services.content.faqEntry(ctx.site, slug) : entries[0];
  if (!active) throw new NotFound('No FAQ');
  const title = ctx.shell.labels['help'] ?? 'Help';
  const guides = entries.some((entry) => entry.kind === 'sizesGuide')
    ? await ctx.services.content.sizeGuides(ctx.site).catch(() => null)
    : null;
  return content(
    ctx,
    {
      kind: 'help',
      title,
      intro: active.title,
      sections: entries.map((entry) => ({
        id: entry.slug,
        title: entry.title,
        html: entry.html || entryKindText(entry.kind, ctx),
        ...(entry.kind === 'sizesGuide' || entry.kind === 'contactForm'
          ? { entry: entry.kind }
          : {}),
      })),
      sizeGuide: guides
        ? [
            ...sizeGuideTables(guides, ctx.shell.labels),
            ...kidsSizeTables(guides, ctx.shell.labels),
          ]
        : [],
      links: entries.map((entry) => ({
        text: entry.title,
        href: `/${ctx.site}/help/${entry.slug}`,
      })),
      activeId: active.slug,
      breadcrumbs: [home(ctx), { text: title, href: `/${ctx.site}/help` }],
    },
    `/${ctx.site}/help${slug ? `/${active.slug}` : ''}`,
  );
}

function entryKindText(kind: string, ctx: LoadContext): string {
  if (kind === 'sizesGuide') return `<p>${ctx.shell.labels['sizeGuide'] ?? 'Size guide'}</p>`;
  if (kind === 'contactForm') return `<p>${ctx.shell.labels['contactUs'] ?? 'Contact us'}</p>`;
  return '';
}

/** The blog's name in the site's language (Ιστολόγιο, ブログ, المدونة...). */
const blogLabel = (ctx: LoadContext) => ctx.shell.labels['blog'] ?? 'Blog';

/** A blog category's name in the site's language; its slug when the content has no label. */
const blogCategoryLabel = (ctx: LoadContext, category: string) =>
  ctx.shell.labels[`blogCategory.${category.toLowerCase()}`] ?? category;

/**
 * Blog: 8 posts a page, category lists 10, each list titled in the site's words. The content
 * is read per site, so the spec's blog language prefix (for a blog kept under language paths)
 * has no part in these links.
 */
export async function loadBlog(ctx: LoadContext, category?: string): Promise<ContentData> {
  const posts = (await ctx.services.content.blogPosts(ctx.site))
    .filter((post) => !category || post.category.toLowerCase() === category.toLowerCase())
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  if (category && posts.length === 0) throw new NotFound('Empty blog category');
  const size = category
    ? CATALOGUE_CONSTANTS.blogCategoryListsPerPage
    : CATALOGUE_CONSTANTS.blogPostsPerPage;
  const page = pageFromQuery(ctx.search['page']);
  const pages = Math.max(1, Math.ceil(posts.length / size));
  if (page > pages) throw new NotFound('Requested page does not exist');
  const base = category ? `/${ctx.site}/blog/cat/${category}` : `/${ctx.site}/blog`;
  // The list's canonical path: the blog home keeps its trailing slash, categories do not.
  const path = category ? base : `${base}/`;
  const { locale } = siteInfo(ctx.site);
  return content(
    ctx,
    {
      kind: 'blog',
      title: category ? `${blogLabel(ctx)}: ${blogCategoryLabel(ctx, category)}` : blogLabel(ctx),
      intro: '',
      links: posts.slice((page - 1) * size, page * size).map((post) => {
        const date = formatDate(post.publishedAt, locale);
        return {
          text: post.title,
          href: `/${ctx.site}/blog/${post.slug}`,
          ...(date ? { date } : {}),
        };
      }),
      previous: page > 1 ? pageLink(path, page - 1) : null,
      next: page < pages ? pageLink(path, page + 1) : null,
      pagination: { page, pageCount: pages, path },
      breadcrumbs: [
        home(ctx),
        { text: blogLabel(ctx), href: category ? `/${ctx.site}/blog/` : null },
      ],
    },
    page > 1 ? pageLink(path, page) : path,
  );
}

export async function loadBlogPost(ctx: LoadContext): Promise<ContentData> {
  const post = await ctx.services.content.blogPost(ctx.site, ctx.params['slug'] ?? '');
  return content(
    ctx,
    {
      kind: 'blogPost',
      title: post.title,
      intro: post.excerpt,
      date: formatDate(post.publishedAt, siteInfo(ctx.site).locale),
      sections: [{ id: post.slug, title: null, html: post.html }],
      breadcrumbs: [
        home(ctx),
        { text: blogLabel(ctx), href: `/${ctx.site}/blog/` },
        { text: post.title, href: null },
      ],
    },
    `/${ctx.site}/blog/${post.slug}`,
  );
}

/** Pages that are a title and labels in this part (engravings, live shopping, search...). */
export async function loadLabelsPage(
  ctx: LoadContext,
  kind: string,
  collection: LabelsPageCollection | null,
  fallbackLabel: string,
): Promise<ContentData> {
  const page = collection
    ? await ctx.services.content.labelsPage(collection, ctx.site).catch(() => null)
    : null;
  const title = page?.title ?? ctx.shell.labels[fallbackLabel] ?? fallbackLabel;
  return content(
    ctx,
    {
      kind,
      title,
      breadcrumbs: [home(ctx), { text: title, href: null }],
      // docs/product/shell.md §6: live shopping is shared as {site}/liveshopping.
      shareUrl:
        kind === 'liveShopping' ? liveShoppingShareUrl(ctx.services.origin, ctx.site) : null,
    },
    ctx.path,
  );
}
