import { canonicalPath } from './canonical-path.js';
import { categoryCanonicalPath, type CategoryTrailStep } from './category-trails.js';
import { matchRouteDefinition, stripQueryAndHash } from './match-route.js';

/**
 * The address a page is served at for an internal link as the content wrote it, so a click
 * never costs a 301 (issue 32.9): a category link by id alone or with other slugs gets its
 * trail's slugs, then the trailing-slash rule (docs/product/routes.md §3). Anything that is not
 * a path of one of the site's pages (another host, `mailto:`, an unknown path, a category the
 * tree does not hold) comes back as it was. Query and hash are kept.
 */
export function canonicalLink(
  href: string,
  trails: ReadonlyMap<string, readonly CategoryTrailStep[]>,
): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const path = stripQueryAndHash(href);
  const rest = href.slice(path.length);
  const found = matchRouteDefinition(path);
  if (!found) return href;
  let target = path;
  if (found.route.name === 'category') {
    const id = found.params['id'] ?? '';
    const trail = trails.get(id);
    if (trail) {
      const filters = found.params['filters'];
      const base = categoryCanonicalPath(found.params['lang'] ?? '', id, trail, '');
      target = filters ? `${base}/${filters}` : base;
    }
  }
  return canonicalPath(`${target}${rest}`) ?? `${target}${rest}`;
}
