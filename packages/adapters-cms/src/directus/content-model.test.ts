import { describe, expect, it } from 'vitest';
import { embeddedRows } from '../embedded/embedded-items.js';
import { buildContentModel } from './content-model.js';
import { itemPayload } from './item-payload.js';
import { itemRows } from './item-rows.js';

describe('the Directus content model of the shipped content', () => {
  const rows = embeddedRows();
  const model = buildContentModel(rows);

  it('reads every shipped row back from the items the seed loads (each item once, translations per language)', () => {
    for (const [collection, list] of rows) {
      const collectionModel = model.collections.get(collection);
      if (!collectionModel) throw new Error(collection);
      const back = (model.items.get(collection) ?? []).flatMap((item) =>
        itemRows(collectionModel, itemPayload(collectionModel, item)),
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
