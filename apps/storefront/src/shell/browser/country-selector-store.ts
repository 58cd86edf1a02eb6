import { useSyncExternalStore } from 'react';

/**
 * Whether the country selector is open, shared by the footer's country button, the country
 * banner and the modal itself (they sit in different parts of the layout).
 */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
}

export const openCountrySelector = (): void => set(true);
export const closeCountrySelector = (): void => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCountrySelectorOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
