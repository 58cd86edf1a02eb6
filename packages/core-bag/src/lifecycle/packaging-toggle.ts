/**
 * docs/product/bag.md §2.6: the packaging toggle is ignored while locked, except on the first load.
 */
export function acceptsPackagingToggle(state: { locked: boolean; firstLoad: boolean }): boolean {
  return !state.locked || state.firstLoad;
}
