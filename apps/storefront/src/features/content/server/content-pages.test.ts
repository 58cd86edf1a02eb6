import type { BlogPost } from '@atelier/adapters-cms';
import { describe, expect, it } from 'vitest';
import type { LoadContext } from '../../../shell/server/load-context.js';
import type { Services } from '../../../shell/server/services.js';
import type { ShellView } from '../../../shell/view-types.js';
import { loadBlog, loadHelp } from './content-pages.js';
import { siteLinksOfTree } from '../../../shell/server/site-links.js';

const posts = Array.from({ length: 20 }, (_, i) => ({
  slug: `post-${i + 1}`,
  title: `Post ${i + 1}`,
  category: i % 2 === 0 ? 'Trends' : 'Care',
  excerpt: '',
  html: '',
  image: { src: '', alt: '' },
  publishedAt: `2026-01-${String(i + 1).padStart(2, '0')}`,
})) as unknown as BlogPost[];

function context(page?: string): LoadContext {
  return {
    services: {
      origin: 'https://shop.example',
      content: { blogPosts: async () => posts },
    } as unknown as Services,
    site: 'es-es',
    params: {},
    search: page ? { page } : {},
    path: '/es-es/blog/',
    platform: 'WEB',
    loggedIn: false,
    links: siteLinksOfTree('es-es', []),
    shell: {
      labels: { home: 'Inicio', blog: 'Blog', 'blogCategory.trends': 'Tendencias', size: 'Talla' },
    } as unknown as ShellView,
  };
}

describe('loadBlog', () => {
  it('pages 8 posts at a time, newest first, with prev/next links for the list and the head', async () => {
    const second = await loadBlog(context('2'));
    expect(second.links).toHaveLength(8);
    expect(second.links[0]?.text).toBe('Post 12');
    // Dates in the site's locale (es-es), with the ISO day for <time>.
    expect(second.links[0]?.date).toEqual({ iso: '2026-01-12', text: '12 de enero de 2026' });
    expect(second.pagination).toEqual({ page: 2, pageCount: 3, path: '/es-es/blog/' });
    expect(second.previous).toBe('/es-es/blog/');
    expect(second.next).toBe('/es-es/blog/?page=3');
    expect(second.seo).toMatchObject({
      canonicalPath: '/es-es/blog/?page=2',
      prev: '/es-es/blog/',
      next: '/es-es/blog/?page=3',
    });
  });

  it('lists 10 a page in a category and says not found past the last page', async () => {
    const trends = await loadBlog(context(), 'trends');
    expect(trends.links).toHaveLength(10);
    expect(trends.pagination).toEqual({ page: 1, pageCount: 1, path: '/es-es/blog/cat/trends' });
    // Titled in the site's words, with no stray intro (it once showed the blog's language code).
    expect(trends.title).toBe('Blog: Tendencias');
    expect(trends.intro).toBe('');
    await expect(loadBlog(context('4'))).rejects.toThrow('Requested page does not exist');
  });
});

describe('loadHelp', () => {
  const faq = [
    { slug: 'sizes', title: 'Guía de tallas', html: '', kind: 'sizesGuide', order: 2 },
    { slug: 'shipping', title: 'Envíos', html: '<p>3 días</p>', kind: 'text', order: 1 },
  ];
  const guides = {
    rings: [{ code: '10', measure: '50 mm' }],
    kids: { babies: [], kids: [], other: [], booties: [], girlShoes: [], boyShoes: [], sizeCm: [] },
    bracelets: [{ size: 'S', cm: 16.5, inches: 6.5 }],
    labels: { rings: 'Anillos', bracelets: 'Pulseras' },
  };

  it('opens the first entry by default and gives the sizes-guide entry the content tables', async () => {
    const ctx = context();
    ctx.services = {
      origin: 'https://shop.example',
      content: { faq: async () => faq, sizeGuides: async () => guides },
    } as unknown as Services;
    const data = await loadHelp(ctx);
    expect(data.activeId).toBe('shipping');
    expect(data.sections.map((s) => [s.id, s.entry])).toEqual([
      ['shipping', undefined],
      ['sizes', 'sizesGuide'],
    ]);
    expect(data.sizeGuide.map((table) => table.label)).toEqual(['Anillos', 'Pulseras']);
  });

  it("adds the kids' and babies' sections the content fills, titled as it names them", async () => {
    const ctx = context();
    const withKids = {
      ...guides,
      kids: {
        ...guides.kids,
        babies: [{ size: '0-3 meses', measure: '56 cm' }],
        booties: [{ size: '16', measure: '10.5 cm' }],
        // Rows without a title in the site's language are left out, never shown untitled.
        girlShoes: [{ size: '24', measure: '15 cm' }],
      },
      labels: { ...guides.labels, babies: 'Bebés', booties: 'Patucos', measure: 'Medida' },
    };
    ctx.services = {
      origin: 'https://shop.example',
      content: { faq: async () => faq, sizeGuides: async () => withKids },
    } as unknown as Services;
    const data = await loadHelp(ctx);
    expect(data.sizeGuide.map((table) => [table.id, table.label])).toEqual([
      ['rings', 'Anillos'],
      ['bracelets', 'Pulseras'],
      ['kids-babies', 'Bebés'],
      ['kids-booties', 'Patucos'],
    ]);
    expect(data.sizeGuide[2]).toMatchObject({
      columns: ['Talla', 'Medida'],
      rows: [['0-3 meses', '56 cm']],
    });
  });
});
