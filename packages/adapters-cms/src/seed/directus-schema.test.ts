import { describe, expect, it } from 'vitest';
import { shippedContentModel } from '../directus/shipped-model.js';
import { directusSchema } from './directus-schema.js';

describe('directusSchema of the shipped content', () => {
  const schema = directusSchema(shippedContentModel());

  it("makes a material's parent a many-to-one to page_material, with the parent's children", () => {
    const materials = schema.collections.find((entry) => entry['collection'] === 'page_material');
    const fields = materials?.['fields'] as { field: string; type: string; meta: unknown }[];
    expect(fields.find((field) => field.field === 'parent')).toMatchObject({
      type: 'string',
      meta: { special: ['m2o'], interface: 'select-dropdown-m2o' },
    });
    expect(fields.find((field) => field.field === 'children')).toMatchObject({
      type: 'alias',
      meta: { special: ['o2m'], interface: 'list-o2m' },
    });
    const self = schema.relations.filter(
      (relation) => relation['collection'] === relation['related_collection'],
    );
    expect(self).toEqual([
      {
        collection: 'page_material',
        field: 'parent',
        related_collection: 'page_material',
        meta: { one_field: 'children', one_deselect_action: 'nullify' },
        schema: { on_delete: 'SET NULL' },
      },
    ]);
  });
});
