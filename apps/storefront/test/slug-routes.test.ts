// The slug-addressed routes of docs/product/content.md §7.1 (glossary landings, materials,
// policies, FAQ entries, blog posts and categories, shop the look, landings), walked with each
// site's own slugs as the embedded content publishes them, against the built server.
import { createEmbeddedContent } from '@atelier/adapters-cms';
import { canonicalPath, type SiteCode } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import { builtServerForSuite, isBuilt } from './start-built-server.js';

const SITES: SiteCode[] = ['es-es', 'sa-ar', 'jp-ja', 'us-en', 'il-iw', 'su-es', 'fr-fr'];
const content = createEmbeddedContent();

/** Paths (after the site) that must answer 200 on this site, from its own content. */
async function slugPaths(site: SiteCode): Promise<string[]> {
  const paths: string[] = [];
  const glossary = await content.glossaryHome(site).catch(() => null);
  if (glossary) {
    const entry = glossary.entries[0];
    if (entry) paths.push(`/wsj/${entry.slug}`);
    const [material] = await content.materialsTree(site);
    if (material) {
      paths.push(`/wsj/${glossary.materialPrefix}/${material.slug}`);
      const [child] = material.children;
      if (child) paths.push(`/wsj/${glossary.materialPrefix}/${material.slug}/${child.slug}`);
    }
  }
  const [policy] = await content.policies(site);
  if (policy) paths.push(`/policies/${policy.slug}`);
  const [faq] = await content.faq(site);
  if (faq) paths.push(`/help/${faq.slug}`);
  const [post] = await content.blogPosts(site);
  if (post) paths.push(`/blog/${post.slug}`, `/blog/cat/${post.category}`);
  const look = await content.translateSlug('shopTheLook', 'look-de-noche', 'es-es', site);
  if (look) paths.push(`/shopthelook/${look}`);
  const landing = await content.translateSlug('landing', 'edicion-verano', 'es-es', site);
  if (landing) paths.push(`/${landing}`);
  return paths;
}

describe.skipIf(!isBuilt)('slug routes with each site’s own slugs (built server)', () => {
  const server = builtServerForSuite();

  for (const site of SITES) {
    it(`${site}: every slug route answers 200 at its canonical path`, async () => {
      const paths = await slugPaths(site);
      // Every site publishes at least policies, FAQ and a shop-the-look slug.
      expect(paths.length).toBeGreaterThanOrEqual(3);
      const failures: string[] = [];
      for (const rest of paths) {
        const raw = `/${site}${rest}`;
        const path = canonicalPath(raw) ?? raw;
        const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
        if (response.status !== 200) failures.push(`${path}: ${response.status}`);
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }

  it('answers 404 for a slug of another site’s language that has no translation here', async () => {
    // 'edicion-verano' is the Spanish landing slug; the Japanese site publishes its own.
    const jp = await content.translateSlug('landing', 'edicion-verano', 'es-es', 'jp-ja');
    if (jp !== 'edicion-verano') {
      const response = await fetch(`${server.url}/jp-ja/edicion-verano`, { redirect: 'manual' });
      expect(response.status).toBe(404);
    }
  });
});
