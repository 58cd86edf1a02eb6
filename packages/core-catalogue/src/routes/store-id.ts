/** The numeric store id is what comes before the first '-' of the last path segment. */
export function storeIdFromSlug(slugPath: string): string {
  const segments = slugPath.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1) ?? '';
  const dash = last.indexOf('-');
  return dash === -1 ? last : last.slice(0, dash);
}

/** Store ids are left-padded with zeros to 10 characters. */
export function padStoreId(id: string | number): string {
  return String(id).padStart(10, '0');
}
