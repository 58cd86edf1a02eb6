/**
 * The first value of a request header as Node hands it over (a string, or an array for a
 * header sent more than once).
 */
export function firstHeaderValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
