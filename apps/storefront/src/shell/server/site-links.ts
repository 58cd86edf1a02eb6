import type { SiteCommon } from '@atelier/adapters-cms';
import {
  canonicalLink,
  categoryCanonicalPath,
  categoryTrails,
  type CategoryTrailStep,
  type CategoryTreeEntry,
  type SiteCode,
} from '@atelier/core-catalogue';

/**
 * A site's internal links in their canonical form (issue 32.9: every click on a menu, footer
 * or module link used to cost a 301, and a category had two addresses). The category tree is
 * the content's header menus (docs/product/shell.md §3.2), so a category's address is the
 * slugs of the menu entries above it and its own (docs/product/routes.md §4.1).
 */
export interface SiteLinks {
  /** An internal link as content wrote it, as the page is served (core-catalogue's rule). */
  canonical(href: string): string;
  /** A category's canonical path (no filters), and the categories above it with their paths. */
  category(
    id: string,
    title: string,
  ): { path: string; above: readonly { text: string; href: string }[] };
}

const bySiteCommon = new WeakMap<SiteCommon, SiteLinks>();

/** The links of one site's content, built once per content object (it is cached and shared). */
export function siteLinks(site: SiteCode, common: SiteCommon): SiteLinks {
  const kept = bySiteCommon.get(common);
  if (kept) return kept;
  const links = siteLinksOfTree(
    site,
    common.header.menus.flatMap((menu) => menu.items),
  );
  bySiteCommon.set(common, links);
  return links;
}

/** The links of a site whose category tree is `tree`. */
export function siteLinksOfTree(site: SiteCode, tree: readonly CategoryTreeEntry[]): SiteLinks {
  const trails = categoryTrails(tree);
  const pathOf = (id: string, trail: readonly CategoryTrailStep[] | undefined, title: string) =>
    categoryCanonicalPath(site, id, trail, title);
  return {
    canonical: (href) => canonicalLink(href, trails),
    category(id, title) {
      const trail = trails.get(id);
      const above = (trail ?? []).slice(0, -1).map((step, index, steps) => ({
        text: step.text,
        href: pathOf(step.id, steps.slice(0, index + 1), step.text),
      }));
      return { path: pathOf(id, trail, title), above };
    },
  };
}
