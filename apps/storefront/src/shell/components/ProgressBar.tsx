import { ProgressBar as NavigationProgress } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { CATALOGUE_CONSTANTS } from '@atelier/core-catalogue';

export const NAVIGATION_START = 'atelier:navigation-start';
export const NAVIGATION_END = 'atelier:navigation-end';

/**
 * The navigation progress bar (ui ProgressBar): Vike's page transition hooks fire the events;
 * shown only when a transition lasts over 200 ms, creeping over 5 s (docs/product/shell.md §7).
 */
export function ProgressBar({ label }: { label: string }) {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const start = () => setLoading(true);
    const end = () => setLoading(false);
    window.addEventListener(NAVIGATION_START, start);
    window.addEventListener(NAVIGATION_END, end);
    return () => {
      window.removeEventListener(NAVIGATION_START, start);
      window.removeEventListener(NAVIGATION_END, end);
    };
  }, []);
  return (
    <NavigationProgress
      isLoading={loading}
      throttleMs={CATALOGUE_CONSTANTS.progressBarThrottleMs}
      durationMs={CATALOGUE_CONSTANTS.progressBarDurationMs}
      label={label}
    />
  );
}
