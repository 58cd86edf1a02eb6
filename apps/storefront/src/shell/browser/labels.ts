/** A label with its `{name}` placeholders filled in (labels come from the content system). */
export function fillLabel(
  labels: Readonly<Record<string, string>>,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
  fallback = key,
): string {
  const text = labels[key] ?? fallback;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
