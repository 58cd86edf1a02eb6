import type { ModuleView } from './module-view-types.js';

export interface AnchorLink {
  id: string;
  label: string;
}

/**
 * docs/product/content.md §3.5: the page modules whose titles the loyalty landing's anchor menu
 * lists.
 */
const ANCHORED = new Set<ModuleView['kind']>(['section', 'toussis', 'text']);

/**
 * The loyalty landing's anchor menu (docs/product/content.md §3.5): one in-page link per
 * Section, Toussis and text section with a title, in page order. Untitled ones have nothing
 * to show in the menu, and repeated ids (never expected) are kept once.
 */
export function anchorMenu(modules: readonly ModuleView[]): AnchorLink[] {
  const links: AnchorLink[] = [];
  for (const module of modules) {
    if (!ANCHORED.has(module.kind) || !('id' in module) || !('title' in module)) continue;
    const label = module.title.trim();
    if (label && !links.some((link) => link.id === module.id)) {
      links.push({ id: module.id, label });
    }
  }
  return links;
}

/** The landing variant of the loyalty area (my-account loyalty), the one with the menu. */
export const LOYALTY_LANDING_VARIANT = 'myAccountLoyalty';
