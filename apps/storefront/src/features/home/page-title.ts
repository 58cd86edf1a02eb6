import type { ModuleView } from './module-view-types.js';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A heading banner that repeats the title of the hero above it shows the page's title twice
 * (content teams often fill both): it is left out, so the hero's title is the one h1.
 */
export function withOneTitle(modules: ModuleView[]): ModuleView[] {
  const hero = modules.find((module) => module.kind === 'hero');
  const heroTitle = hero?.kind === 'hero' ? (hero.slides[0]?.title ?? '') : '';
  if (!heroTitle) return modules;
  const heroIndex = modules.indexOf(hero as ModuleView);
  return modules.filter(
    (module, index) =>
      !(module.kind === 'heading' && index > heroIndex && same(module.title, heroTitle)),
  );
}

/**
 * Whether the first module carries the page's h1 (a hero's first slide or a heading banner
 * with a title); otherwise the page prints its own title as the h1.
 */
export function opensWithTitle(modules: readonly ModuleView[]): boolean {
  const first = modules[0];
  if (first?.kind === 'hero') return !!first.slides[0]?.title;
  return first?.kind === 'heading' && !!first.title;
}
