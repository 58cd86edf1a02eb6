/**
 * Typed Directus fields inferred from the values a content field holds across every item of the
 * shipped content: booleans, integers, floats, short strings, long text, HTML (a WYSIWYG field)
 * and JSON for whatever stays nested.
 */
export type ColumnType = 'boolean' | 'integer' | 'float' | 'string' | 'text' | 'html' | 'json';

export interface Column {
  /** The content field (the key inside the content object). */
  field: string;
  /** The Directus field (renamed when the content field meets a reserved name). */
  name: string;
  type: ColumnType;
  /**
   * Directus has one null for "absent" and "null". A field that is sometimes missing and never
   * explicitly null reads null back as absent; one that is explicitly null keeps it.
   */
  nullMeansAbsent: boolean;
}

const HTML = /<[a-z][a-z0-9]*[\s>/]/i;

function typeOf(values: readonly unknown[]): ColumnType {
  if (values.length === 0) return 'json';
  if (values.every((value) => typeof value === 'boolean')) return 'boolean';
  if (values.every((value) => typeof value === 'number')) {
    return values.every(
      (value) => Number.isSafeInteger(value) && Math.abs(value as number) < 2 ** 31,
    )
      ? 'integer'
      : 'float';
  }
  if (values.every((value) => typeof value === 'string')) {
    const texts = values as string[];
    if (texts.some((text) => HTML.test(text))) return 'html';
    return texts.some((text) => text.length > 255 || text.includes('\n')) ? 'text' : 'string';
  }
  return 'json';
}

/** A field name an editor and GraphQL can use: letters, digits and underscores. */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The columns of a set of objects (items, translations or list elements). Reserved names (the
 * system fields of the level) are renamed `content_<name>`.
 */
export function inferColumns(
  objects: readonly Record<string, unknown>[],
  reserved: ReadonlySet<string>,
  where: string,
): Column[] {
  const fields = [...new Set(objects.flatMap((object) => Object.keys(object)))];
  const seen = new Set<string>();
  return fields.map((field) => {
    if (!FIELD_NAME.test(field)) throw new Error(`${where}: field '${field}' is not a field name`);
    const name = reserved.has(field) ? `content_${field}` : field;
    if (seen.has(name.toLowerCase())) throw new Error(`${where}: field '${name}' twice`);
    seen.add(name.toLowerCase());
    const present = objects.filter((object) => field in object).map((object) => object[field]);
    const explicitNull = present.some((value) => value === null);
    const absent = present.length < objects.length;
    if (explicitNull && absent) {
      throw new Error(`${where}: field '${field}' is both missing and null in the content`);
    }
    return {
      field,
      name,
      type: typeOf(present.filter((value) => value !== null)),
      nullMeansAbsent: !explicitNull,
    };
  });
}

/** The stored value of a content value (absent becomes null). */
export function toStored(column: Column, object: Record<string, unknown>): unknown {
  return column.field in object ? object[column.field] : null;
}

/** Puts a stored value back into a content object. */
export function fromStored(column: Column, stored: unknown, into: Record<string, unknown>): void {
  if (stored === null || stored === undefined) {
    if (!column.nullMeansAbsent) into[column.field] = null;
    return;
  }
  into[column.field] = stored;
}
