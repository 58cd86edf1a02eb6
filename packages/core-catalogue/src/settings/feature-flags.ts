/** Flags the storefront reads by name; any other flag in the list is kept as well. */
export const KNOWN_FEATURE_FLAGS = [
  'newEngravingsModule',
  'upsellModule',
  'onetrust',
  'addi',
] as const;

export type KnownFeatureFlag = (typeof KNOWN_FEATURE_FLAGS)[number];
export type FeatureFlags = Record<KnownFeatureFlag, boolean> & Record<string, boolean>;

export type FeatureFlagEntry =
  | string
  | { name: string; enabled?: boolean | null | undefined; value?: boolean | null | undefined };

/**
 * The content system sends enabled flags as a list (names, or entries with an
 * enabled/value switch); the storefront wants named booleans, false when absent.
 */
export function featureFlagsFromList(
  list: readonly FeatureFlagEntry[] | null | undefined,
): FeatureFlags {
  const flags: Record<string, boolean> = {};
  for (const name of KNOWN_FEATURE_FLAGS) flags[name] = false;
  for (const entry of list ?? []) {
    if (typeof entry === 'string') {
      if (entry.trim() !== '') flags[entry.trim()] = true;
      continue;
    }
    const on = entry.enabled ?? entry.value ?? true;
    if (entry.name.trim() !== '') flags[entry.name.trim()] = on;
  }
  return flags as FeatureFlags;
}
