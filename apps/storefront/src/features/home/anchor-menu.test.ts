import { describe, expect, it } from 'vitest';
import { anchorMenu } from './anchor-menu.js';
import type { ModuleView } from './module-view-types.js';

const base = { device: 'both' as const, margins: { mobile: 40, desktop: 60 } };
const heading: ModuleView = {
  ...base,
  key: 'HeadingBanner-0',
  kind: 'heading',
  title: 'Club',
  image: null,
};
const section = (id: string, title: string): ModuleView => ({
  ...base,
  key: id,
  kind: 'section',
  id,
  title,
  html: '<p>x</p>',
});
const text = (id: string, title: string): ModuleView => ({
  ...base,
  key: id,
  kind: 'text',
  id,
  title,
  texts: [],
});
const toussis = (id: string, title: string): ModuleView => ({
  ...base,
  key: id,
  kind: 'toussis',
  id,
  title,
  toussis: [],
});
const menu: ModuleView = {
  ...base,
  key: 'MenuBanner-9',
  kind: 'menu',
  items: [{ text: 'Rings', href: '/c/1' }],
};

describe('anchorMenu (docs/product/content.md §3.5: the loyalty landing menu from Section, Toussis and text titles)', () => {
  it('links to each Section, Toussis and text section by its title, in page order', () => {
    expect(
      anchorMenu([
        heading,
        section('section-1', 'Points'),
        menu,
        toussis('toussis-2', 'Rewards'),
        text('textsection-3', 'Shipping'),
      ]),
    ).toEqual([
      { id: 'section-1', label: 'Points' },
      { id: 'toussis-2', label: 'Rewards' },
      { id: 'textsection-3', label: 'Shipping' },
    ]);
  });

  it('leaves out untitled sections and other modules, and has nothing for a page without them', () => {
    expect(anchorMenu([heading, section('section-1', '  '), text('textsection-2', '')])).toEqual(
      [],
    );
    expect(anchorMenu([])).toEqual([]);
  });

  it('lists a repeated id once', () => {
    expect(anchorMenu([section('a', 'One'), text('a', 'Two')])).toEqual([
      { id: 'a', label: 'One' },
    ]);
  });
});
