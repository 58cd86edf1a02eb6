// Intl.DisplayNames is costly to build and the country selector and the site picker name
// dozens of countries and languages on every render: one instance per locale and type.
const cache = new Map<string, Intl.DisplayNames | null>();

/** The name of a region or language code in `locale`, or the code when Intl has none. */
export function displayName(locale: string, type: 'region' | 'language', code: string): string {
  const key = `${locale}|${type}`;
  let names = cache.get(key);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type });
    } catch {
      names = null;
    }
    cache.set(key, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}
