/** A label with its `{name}` placeholders filled in (labels come from the content system). */
export function fillLabel(
  labels: Readonly<Record<string, string>>,
  key: string,
  // Strings only: a number is written by formatNumber in the site's locale first (issue 32).
  values: Readonly<Record<string, string>> = {},
  fallback = key,
): string {
  const text = labels[key] ?? fallback;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
