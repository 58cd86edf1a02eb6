import { describe, expect, it } from 'vitest';
import type { ModuleView } from './module-view-types.js';
import { opensWithTitle, withOneTitle } from './page-title.js';

const base = { device: 'both' as const, margins: { mobile: 0, desktop: 0 } };
const hero = (title: string): ModuleView => ({
  ...base,
  key: 'HeroSlider-0',
  kind: 'hero',
  slides: [{ id: 's', title, image: '/a.svg', mobileImage: null, href: null }],
});
const heading = (title: string, key = 'HeadingBanner-1'): ModuleView => ({
  ...base,
  key,
  kind: 'heading',
  title,
  image: null,
});

describe('one visible page title', () => {
  it('drops a heading banner that repeats the hero title above it', () => {
    const kept = withOneTitle([hero('Novelties'), heading(' novelties ')]);
    expect(kept.map((m) => m.kind)).toEqual(['hero']);
  });

  it('keeps heading banners with their own title, or when no hero precedes them', () => {
    expect(withOneTitle([hero('Novelties'), heading('Rings')])).toHaveLength(2);
    expect(withOneTitle([heading('Novelties', 'h-0'), hero('Novelties')])).toHaveLength(2);
  });

  it('lets an opening hero or heading banner hold the h1, else the page prints its title', () => {
    expect(opensWithTitle([hero('Novelties')])).toBe(true);
    expect(opensWithTitle([heading('Club')])).toBe(true);
    expect(opensWithTitle([hero('')])).toBe(false);
    expect(opensWithTitle([])).toBe(false);
  });
});
