type OverrideType = 'boolean' | 'string' | 'number';

interface ParsedOverride {
  name: string;
  type: OverrideType;
  value: boolean | string | number;
}

/** 'name.type.value'; the value is everything after the second dot, so it may hold dots. */
export function parseCountryOverride(override: string): ParsedOverride | null {
  const first = override.indexOf('.');
  const second = first === -1 ? -1 : override.indexOf('.', first + 1);
  if (first <= 0 || second === -1) return null;
  const name = override.slice(0, first);
  const type = override.slice(first + 1, second);
  const raw = override.slice(second + 1);
  switch (type) {
    case 'boolean': {
      const lower = raw.toLowerCase();
      if (lower !== 'true' && lower !== 'false') return null;
      return { name, type, value: lower === 'true' };
    }
    case 'number': {
      const value = raw.trim() === '' ? Number.NaN : Number(raw);
      return Number.isFinite(value) ? { name, type, value } : null;
    }
    case 'string':
      return { name, type, value: raw };
    default:
      return null;
  }
}

/**
 * Country-specific feature overrides: each replaces a setting only when the setting
 * exists with the same type and the value parses as that type. Never mutates.
 */
export function applyCountryOverrides<T extends Record<string, unknown>>(
  settings: T,
  overrides: string[],
): T {
  const result: Record<string, unknown> = { ...settings };
  for (const override of overrides) {
    const parsed = parseCountryOverride(override);
    if (!parsed || !Object.hasOwn(result, parsed.name)) continue;
    if (typeof result[parsed.name] !== parsed.type) continue;
    result[parsed.name] = parsed.value;
  }
  return result as T;
}
