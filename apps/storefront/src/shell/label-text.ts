/**
 * A site label with its `{name}` placeholders filled; English when the label is missing
 * (content not yet seeded), so a screen never shows a bare key.
 */
export function labelText(
  labels: Record<string, string>,
  key: string,
  fallback: string,
  values: Record<string, string | number> = {},
): string {
  const template = labels[key] ?? fallback;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
