import { CONTENT_LANGUAGES, type ContentLanguage } from '../embedded/content/languages.js';
import type { Column } from '../directus/columns.js';
import type {
  CollectionModel,
  ContentModel,
  RelationModel,
  TreeModel,
} from '../directus/content-model.js';

/** What `POST /collections` and `POST /relations` are sent, in order. */
export interface DirectusSchema {
  collections: Record<string, unknown>[];
  relations: Record<string, unknown>[];
}

export const LANGUAGE_NAMES: Record<ContentLanguage, string> = {
  en: 'English',
  es: 'Español',
  ca: 'Català',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  el: 'Ελληνικά',
  cs: 'Čeština',
  sk: 'Slovenčina',
  pl: 'Polski',
  ru: 'Русский',
  ja: '日本語',
  ar: 'العربية',
  he: 'עברית',
};
const RTL: ReadonlySet<string> = new Set(['ar', 'he']);

export function languageItems() {
  return CONTENT_LANGUAGES.map((code) => ({
    code,
    name: LANGUAGE_NAMES[code],
    direction: RTL.has(code) ? 'rtl' : 'ltr',
  }));
}

function columnField(column: Column) {
  const base = { field: column.name, schema: { is_nullable: true } };
  const note = column.name === column.field ? null : `content field '${column.field}'`;
  const meta = (interfaceName: string, extra: Record<string, unknown> = {}) => ({
    interface: interfaceName,
    note,
    ...extra,
  });
  switch (column.type) {
    case 'boolean':
      return { ...base, type: 'boolean', meta: meta('boolean', { special: ['cast-boolean'] }) };
    case 'integer':
      return { ...base, type: 'integer', meta: meta('input') };
    case 'float':
      return { ...base, type: 'float', meta: meta('input') };
    case 'string':
      return { ...base, type: 'string', meta: meta('input') };
    case 'text':
      return { ...base, type: 'text', meta: meta('input-multiline') };
    case 'html':
      return { ...base, type: 'text', meta: meta('input-rich-text-html') };
    case 'json':
      // Without cast-json, SQLite hands the JSON back as a string.
      return {
        ...base,
        type: 'json',
        meta: meta('input-code', { special: ['cast-json'], options: { language: 'JSON' } }),
      };
  }
}

function alias(field: string, special: string, interfaceName: string) {
  return {
    field,
    type: 'alias',
    schema: null,
    meta: { special: [special], interface: interfaceName },
  };
}

function collection(
  name: string,
  fields: unknown[],
  meta: Record<string, unknown>,
): Record<string, unknown> {
  return {
    collection: name,
    // Bulk-loaded from the package: no activity or revision row per item while seeding (the
    // seed turns accountability on once the items are in).
    meta: { accountability: null, ...meta },
    schema: {},
    fields,
  };
}

const autoId = {
  field: 'id',
  type: 'integer',
  schema: { is_primary_key: true, has_auto_increment: true },
  meta: { hidden: true, readonly: true },
};

function relationCollections(
  relations: readonly RelationModel[],
  ownerKeyType: 'string' | 'integer',
  schema: DirectusSchema,
): void {
  for (const relation of relations) {
    schema.collections.push(
      collection(
        relation.collection,
        [
          autoId,
          { field: relation.foreignKey, type: ownerKeyType, schema: {}, meta: { hidden: true } },
          {
            field: 'position',
            type: 'integer',
            schema: { default_value: 0 },
            meta: { hidden: true },
          },
          ...relation.columns.map(columnField),
          ...relation.relations.map((child) => alias(child.alias, 'o2m', 'list-o2m')),
        ],
        { hidden: true, sort_field: 'position', icon: 'list' },
      ),
    );
    relationCollections(relation.relations, 'integer', schema);
  }
}

function o2mRelations(
  owner: string,
  relations: readonly RelationModel[],
  schema: DirectusSchema,
): void {
  for (const relation of relations) {
    schema.relations.push({
      collection: relation.collection,
      field: relation.foreignKey,
      related_collection: owner,
      meta: { one_field: relation.alias, sort_field: 'position', one_deselect_action: 'delete' },
      schema: { on_delete: 'CASCADE' },
    });
    o2mRelations(relation.collection, relation.relations, schema);
  }
}

/** The parent as a many-to-one dropdown of the collection's items, and the children it has. */
function treeFields(tree: TreeModel): unknown[] {
  return [
    {
      field: tree.column.name,
      type: 'string',
      schema: { is_nullable: true },
      meta: {
        interface: 'select-dropdown-m2o',
        special: ['m2o'],
        options: { template: '{{key}}' },
        display: 'related-values',
        display_options: { template: '{{key}}' },
        note: 'Parent (empty: a top level item)',
      },
    },
    alias(tree.children, 'o2m', 'list-o2m'),
  ];
}

/**
 * The parent's many-to-one to the same collection. Removing a parent leaves its children at the
 * top (SET NULL) rather than deleting them.
 */
function treeRelation(collection: string, tree: TreeModel): Record<string, unknown> {
  return {
    collection,
    field: tree.column.name,
    related_collection: collection,
    meta: { one_field: tree.children, one_deselect_action: 'nullify' },
    schema: { on_delete: 'SET NULL' },
  };
}

function contentCollection(model: CollectionModel, schema: DirectusSchema): void {
  const name = model.collection;
  const text = (field: string, interfaceName = 'input') => ({
    field,
    type: 'string',
    schema: { is_nullable: true },
    meta: { interface: interfaceName },
  });
  const timestamp = (field: string, note: string) => ({
    field,
    type: 'timestamp',
    schema: { is_nullable: true },
    meta: { interface: 'datetime', width: 'half', note },
  });
  schema.collections.push(
    collection(
      name,
      [
        {
          field: 'id',
          type: 'string',
          schema: { is_primary_key: true, is_nullable: false },
          meta: { interface: 'input', readonly: true },
        },
        text('key'),
        {
          field: 'sites',
          type: 'csv',
          schema: { is_nullable: true },
          meta: { interface: 'tags', special: ['cast-csv'], note: 'Site codes this item shows on' },
        },
        {
          field: 'status',
          type: 'string',
          schema: { default_value: 'draft', is_nullable: false },
          meta: {
            interface: 'select-dropdown',
            options: {
              choices: ['published', 'draft', 'archived'].map((value) => ({ text: value, value })),
            },
          },
        },
        { field: 'sort', type: 'integer', schema: { default_value: 0 }, meta: { hidden: true } },
        timestamp('publish_start', 'Shown from (empty: always)'),
        timestamp('publish_end', 'Shown until (empty: always)'),
        ...(model.slug === 'item' ? [text('slug')] : []),
        ...model.item.columns.map(columnField),
        ...(model.tree ? treeFields(model.tree) : []),
        ...(model.translations ? [alias('translations', 'translations', 'translations')] : []),
        ...model.item.relations.map((relation) => alias(relation.alias, 'o2m', 'list-o2m')),
      ],
      {
        icon: 'article',
        note: `Atelier content: ${name}`,
        sort_field: 'sort',
        archive_field: 'status',
        archive_value: 'archived',
        unarchive_value: 'draft',
        display_template: model.slug === 'item' ? '{{key}} ({{slug}})' : '{{key}}',
      },
    ),
  );
  relationCollections(model.item.relations, 'string', schema);
  o2mRelations(name, model.item.relations, schema);
  if (model.tree) schema.relations.push(treeRelation(name, model.tree));
  if (model.translations) {
    const foreignKey = `${name}_id`;
    schema.collections.push(
      collection(
        model.translations,
        [
          autoId,
          { field: foreignKey, type: 'string', schema: {}, meta: { hidden: true } },
          { field: 'languages_code', type: 'string', schema: {}, meta: { hidden: true } },
          ...(model.slug === 'translation' ? [text('slug')] : []),
          ...model.translation.columns.map(columnField),
          ...model.translation.relations.map((relation) =>
            alias(relation.alias, 'o2m', 'list-o2m'),
          ),
        ],
        { hidden: true, icon: 'translate' },
      ),
    );
    relationCollections(model.translation.relations, 'integer', schema);
    schema.relations.push(
      {
        collection: model.translations,
        field: foreignKey,
        related_collection: name,
        meta: {
          one_field: 'translations',
          junction_field: 'languages_code',
          one_deselect_action: 'delete',
        },
        schema: { on_delete: 'CASCADE' },
      },
      {
        collection: model.translations,
        field: 'languages_code',
        related_collection: 'languages',
        meta: { one_field: null, junction_field: foreignKey },
        schema: { on_delete: 'CASCADE' },
      },
    );
    o2mRelations(model.translations, model.translation.relations, schema);
  }
}

/** The collections (languages first) and relations of the content model. */
export function directusSchema(model: ContentModel): DirectusSchema {
  const schema: DirectusSchema = {
    collections: [
      collection(
        'languages',
        [
          {
            field: 'code',
            type: 'string',
            schema: { is_primary_key: true, is_nullable: false },
            meta: { interface: 'input' },
          },
          { field: 'name', type: 'string', schema: {}, meta: { interface: 'input' } },
          { field: 'direction', type: 'string', schema: { default_value: 'ltr' }, meta: {} },
        ],
        { icon: 'translate', display_template: '{{name}}' },
      ),
    ],
    relations: [],
  };
  for (const collectionModel of model.collections.values())
    contentCollection(collectionModel, schema);
  return schema;
}
