import { categoryPath } from './link-builders.js';
import { matchRouteDefinition } from './match-route.js';

/** An entry of the content's category tree (its header menu): a text, a link, its children. */
export interface CategoryTreeEntry {
  readonly text: string;
  readonly link: string;
  readonly children: readonly CategoryTreeEntry[];
}

/** One step of a category's trail: a category id and the text the tree names it by. */
export interface CategoryTrailStep {
  readonly id: string;
  readonly text: string;
}

/** The id of the category page a link shows (with or without slugs, filters, query), or null. */
export function categoryIdOf(link: string): string | null {
  const found = matchRouteDefinition(link);
  return found?.route.name === 'category' ? (found.params['id'] ?? null) : null;
}

/**
 * Every category of the tree with the categories above it, top first, and itself last
 * (docs/product/routes.md §4.1: a category link is the nested category slugs). Entries that link
 * no category (a landing, a seasonal edit) add no step. A category listed twice keeps the first
 * place it appears, so its address does not depend on a later, secondary menu entry.
 */
export function categoryTrails(
  tree: readonly CategoryTreeEntry[],
): ReadonlyMap<string, readonly CategoryTrailStep[]> {
  const trails = new Map<string, readonly CategoryTrailStep[]>();
  const walk = (entries: readonly CategoryTreeEntry[], above: readonly CategoryTrailStep[]) => {
    for (const entry of entries) {
      const id = categoryIdOf(entry.link);
      const trail = id === null ? above : [...above, { id, text: entry.text }];
      if (id !== null && !trails.has(id)) trails.set(id, trail);
      walk(entry.children, trail);
    }
  };
  walk(tree, []);
  return trails;
}

/**
 * The canonical path of a category page, without filters: its trail's slugs when the tree
 * holds it, otherwise its own title's (docs/product/routes.md §4.1).
 */
export function categoryCanonicalPath(
  site: string,
  categoryId: string,
  trail: readonly CategoryTrailStep[] | undefined,
  title: string,
): string {
  return `/${site}${categoryPath(trail ? trail.map((step) => step.text) : [title], categoryId)}`;
}
