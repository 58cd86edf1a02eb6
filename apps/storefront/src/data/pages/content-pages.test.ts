import type { BlogPost } from '@atelier/adapters-cms';
import { describe, expect, it } from 'vitest';
import type { LoadContext } from '../load-context.js';
import type { Services } from '../services.js';
import type { ShellView } from '../view-types.js';
import { loadBlog } from './content-pages.js';

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
    shell: { labels: { home: 'Inicio' } } as unknown as ShellView,
  };
}

describe('loadBlog', () => {
  it('pages 8 posts at a time, newest first, with prev/next links for the list and the head', async () => {
    const second = await loadBlog(context('2'));
    expect(second.links).toHaveLength(8);
    expect(second.links[0]?.text).toBe('Post 12');
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
    await expect(loadBlog(context('4'))).rejects.toThrow('Requested page does not exist');
  });
});
