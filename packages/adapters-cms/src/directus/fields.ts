/** Directus nests relational field paths with dots; the storefront never asks deeper than 5. */
export const MAX_FIELD_DEPTH = 5;

export function fieldsParam(fields: readonly string[]): string {
  for (const field of fields) {
    const depth = field.split('.').length;
    if (field.trim() === '' || depth > MAX_FIELD_DEPTH) {
      throw new Error(`Field path '${field}' must have 1 to ${MAX_FIELD_DEPTH} levels`);
    }
  }
  return fields.join(',');
}
