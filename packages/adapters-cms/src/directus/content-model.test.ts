import { describe, expect, it } from 'vitest';
import { rowId, type ContentRow } from '../content-row.js';
import { embeddedRows } from '../embedded/embedded-items.js';
import { buildContentModel } from './content-model.js';
import { itemAsRead } from './item-payload.js';
import { itemRows } from './item-rows.js';

describe('the Directus content model of the shipped content', () => {
  const rows = embeddedRows();
  const model = buildContentModel(rows);

  it('reads every shipped row back from the items the seed loads (each item once, translations per language)', () => {
    for (const [collection, list] of rows) {
      const collectionModel = model.collections.get(collection);
      if (!collectionModel) throw new Error(collection);
      const back = (model.items.get(collection) ?? []).flatMap((item) =>
        itemRows(collectionModel, itemAsRead(collectionModel, item)),
      );
      const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
      expect([...(back as { id: string }[])].sort(byId), collection).toEqual([...list].sort(byId));
    }
  });

  it('stores far fewer items than site rows, with translations in the 15 languages', () => {
    const items = [...model.items.values()].flat();
    expect(items.length).toBeLessThan([...rows.values()].flat().length / 5);
    expect(model.collections.get('policies')).toMatchObject({
      translations: 'policies_translations',
      slug: 'item',
    });
    const policy = model.items.get('policies')?.[0];
    expect(policy?.sites).toHaveLength(33);
    expect(policy?.translations.map((translation) => translation.language).sort()).toHaveLength(15);
  });

  it('types the fields and turns modules, slides and menus into related lists', () => {
    const home = model.collections.get('page_home');
    expect(home?.item.relations.map((relation) => relation.collection)).toEqual([
      'page_home_modules',
    ]);
    const modules = home?.item.relations[0];
    expect(modules?.relations.map((relation) => relation.collection)).toEqual([
      'page_home_modules_slides',
    ]);
    expect(modules?.columns.find((column) => column.field === 'title')?.type).toBe('string');
    expect(modules?.columns.find((column) => column.field === 'order')?.type).toBe('integer');
    const landing = model.collections.get('page_landing');
    expect(landing?.translation.relations.map((relation) => relation.collection)).toEqual([
      'page_landing_modules',
    ]);
    const common = model.collections.get('site_common');
    expect(common?.item.relations.map((relation) => relation.alias)).toEqual([
      'header_menus',
      'footer_columns',
    ]);
    const faq = model.collections.get('faq');
    expect(faq?.translation.columns.find((column) => column.field === 'html')?.type).toBe('html');
    expect(model.collections.get('ui_labels')?.record).toBe(true);
  });
});

function material(key: string, site: string, content: Record<string, unknown>): ContentRow {
  return {
    id: rowId('page_material', key, site),
    key,
    site,
    language: site,
    status: 'published',
    slug: `${key}-${site.slice(3)}`,
    sort: 0,
    content,
  };
}

describe('the material tree as a relation', () => {
  it("stores a material's parent as the parent item's id, parents loaded before their children", () => {
    const model = buildContentModel(embeddedRows());
    const materials = model.collections.get('page_material');
    expect(materials?.tree).toMatchObject({ column: { field: 'parent' }, children: 'children' });
    expect(materials?.item.columns.map((column) => column.field)).not.toContain('parent');
    const items = model.items.get('page_material') ?? [];
    expect(items.map((item) => [item.id, item.parent])).toEqual([
      ['gold', null],
      ['silver', null],
      ['yellowGold', 'gold'],
      ['sterlingSilver', 'silver'],
    ]);
  });

  it('splits a child whose sites are served by two items of its parent, one per parent item', () => {
    // es-es and mx-es share a language but not the parent's price: the parent has two items.
    const rows = new Map([
      [
        'page_material',
        [
          material('child', 'es-es', { name: 'Hijo', parent: 'root' }),
          material('child', 'mx-es', { name: 'Hijo', parent: 'root' }),
          material('child', 'fr-fr', { name: 'Fils', parent: 'root' }),
          material('root', 'es-es', { name: 'Raíz', parent: null, price: 1 }),
          material('root', 'mx-es', { name: 'Raíz', parent: null, price: 2 }),
          material('root', 'fr-fr', { name: 'Racine', parent: null, price: 1 }),
        ],
      ],
    ]);
    const model = buildContentModel(rows);
    const items = model.items.get('page_material') ?? [];
    expect(items.map((item) => [item.id, item.sites, item.parent])).toEqual([
      ['root@es-es', ['es-es', 'fr-fr'], null],
      ['root@mx-es', ['mx-es'], null],
      ['child@es-es', ['es-es', 'fr-fr'], 'root@es-es'],
      ['child@mx-es', ['mx-es'], 'root@mx-es'],
    ]);
    expect(items[3]?.translations.map((translation) => translation.language)).toEqual(['es']);
    const collection = model.collections.get('page_material');
    if (!collection) throw new Error('page_material');
    const back = items.flatMap((item) => itemRows(collection, itemAsRead(collection, item)));
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...(back as ContentRow[])].sort(byId)).toEqual(rows.get('page_material')?.sort(byId));
  });

  it('refuses a parent that no item holds, and a parent cycle', () => {
    const orphan = [material('a', 'es-es', { name: 'A', parent: 'missing' })];
    expect(() => buildContentModel(new Map([['page_material', orphan]]))).toThrow(
      "page_material a: no parent 'missing' on es-es",
    );
    const cycle = [
      material('a', 'es-es', { name: 'A', parent: 'b' }),
      material('b', 'es-es', { name: 'B', parent: 'a' }),
    ];
    expect(() => buildContentModel(new Map([['page_material', cycle]]))).toThrow('parent cycle');
  });
});
