/**
 * The Directus definition of one content collection: the row shape of content-row.ts. Content
 * fields live in one JSON field so the seed works for every collection; a team that wants
 * field-level editing can split `content` later without changing the port.
 */
export function collectionDefinition(collection: string) {
  const text = (field: string, nullable = false) => ({
    field,
    type: 'string',
    schema: { is_nullable: nullable },
    meta: { interface: 'input', required: !nullable },
  });
  return {
    collection,
    meta: {
      icon: 'article',
      note: `Atelier content: ${collection}`,
      sort_field: 'sort',
      // Bulk-loaded from the package: no activity or revision row per item (halves seeding time).
      // Teams editing in the Studio can turn accountability back on per collection.
      accountability: null,
      archive_field: 'status',
      archive_value: 'archived',
      unarchive_value: 'draft',
    },
    schema: {},
    fields: [
      {
        field: 'id',
        type: 'string',
        schema: { is_primary_key: true, is_nullable: false },
        meta: { interface: 'input', readonly: true },
      },
      text('key'),
      text('site'),
      text('language'),
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
      text('slug', true),
      {
        field: 'sort',
        type: 'integer',
        schema: { default_value: 0 },
        meta: { interface: 'input', hidden: true },
      },
      {
        field: 'content',
        type: 'json',
        schema: {},
        // Without cast-json, SQLite hands the JSON back as a string.
        meta: { interface: 'input-code', special: ['cast-json'], options: { language: 'JSON' } },
      },
    ],
  };
}
