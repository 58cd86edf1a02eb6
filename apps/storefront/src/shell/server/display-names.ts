// Intl.DisplayNames is costly to build and to ask, and the country selector and the site
// picker name dozens of countries and languages on every render: names are kept per locale,
// type and code (a few hundred strings at most: sites x languages).
const names = new Map<string, string>();

function lookUp(locale: string, type: 'region' | 'language', code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The name of a region or language code in `locale`, or the code when Intl has none. */
export function displayName(locale: string, type: 'region' | 'language', code: string): string {
  const key = `${locale}|${type}|${code}`;
  let name = names.get(key);
  if (name === undefined) {
    name = lookUp(locale, type, code);
    names.set(key, name);
  }
  return name;
}
