import { slugify } from '../routes/slugify.js';

const ANCHORED_TYPES: ReadonlySet<string> = new Set(['Section', 'Toussis', 'TextSection']);

export interface AnchorMenuEntry {
  anchor: string;
  title: string;
}

/** A loyalty landing links to its Section, Toussis and text-section titles. */
export function loyaltyAnchorMenu(
  modules: readonly { type: string; title?: string | null }[],
): AnchorMenuEntry[] {
  const used = new Map<string, number>();
  const entries: AnchorMenuEntry[] = [];
  for (const module of modules) {
    const title = module.title?.trim();
    if (!ANCHORED_TYPES.has(module.type) || !title) continue;
    const base = slugify(title) || 'section';
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    entries.push({ anchor: seen === 0 ? base : `${base}-${seen + 1}`, title });
  }
  return entries;
}
