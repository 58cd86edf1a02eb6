import type { $Fetch } from 'ofetch';
import { z } from 'zod';

const relationsSchema = z.object({
  data: z.array(
    z
      .object({
        collection: z.string(),
        field: z.string(),
        related_collection: z.string().nullable(),
        meta: z.object({ one_field: z.string().nullable().optional() }).loose().nullable(),
      })
      .loose(),
  ),
});

/**
 * Drops the collections of an earlier seed (children before their owners).
 *
 * Directus 11.3.5 on SQLite cannot drop a table with a foreign key to itself (a material's
 * parent): `DELETE /collections` drops the table first, then deletes the fields of its relations,
 * and altering the dropped table fails ("Cannot read properties of undefined (reading 'sql')").
 * `DELETE /relations` alone does not help: on SQLite the constraint has no name, so Directus
 * leaves it in the table and still reads the relation from it. Deleting the children alias and
 * then the parent field first rebuilds the table without the constraint; the drop then works.
 * Returns how many self-references it removed.
 */
export async function dropEarlierSeed(http: $Fetch, stale: readonly string[]): Promise<number> {
  if (stale.length === 0) return 0;
  const dropping = new Set(stale);
  const parsed = relationsSchema.safeParse(await http('/relations'));
  if (!parsed.success)
    throw new Error(`GET /relations: unexpected answer (${parsed.error.message})`);
  const selfReferences = parsed.data.data.filter(
    (relation) =>
      dropping.has(relation.collection) && relation.related_collection === relation.collection,
  );
  for (const { collection, field, meta } of selfReferences) {
    if (meta?.one_field)
      await http(`/fields/${collection}/${meta.one_field}`, { method: 'DELETE' });
    await http(`/fields/${collection}/${field}`, { method: 'DELETE' });
  }
  for (const name of stale) await http(`/collections/${name}`, { method: 'DELETE' });
  return selfReferences.length;
}
