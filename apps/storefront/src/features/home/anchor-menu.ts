import type { ModuleView } from './module-view-types.js';

export interface AnchorLink {
  id: string;
  label: string;
}

/** Spec 1: the page modules whose titles the loyalty landing's anchor menu lists. */
const ANCHORED = new Set<ModuleView['kind']>(['section', 'toussis', 'text']);

/**
 * The loyalty landing's anchor menu (spec 1, landing and home content): one in-page link per
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
