/** The open set after a press on `id`: toggles it, closing the others when only one may be open. */
export function toggledKeys(
  open: ReadonlySet<string>,
  id: string,
  allowsMultipleExpanded: boolean,
): Set<string> {
  if (open.has(id)) return new Set([...open].filter((key) => key !== id));
  return allowsMultipleExpanded ? new Set([...open, id]) : new Set([id]);
}
