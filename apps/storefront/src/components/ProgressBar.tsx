import { useEffect, useState } from 'react';
import { CATALOGUE_CONSTANTS } from '@atelier/core-catalogue';

export const NAVIGATION_START = 'atelier:navigation-start';
export const NAVIGATION_END = 'atelier:navigation-end';

/** Navigation progress: shown only when a transition lasts over 200 ms, runs over 5 s. */
export function ProgressBar() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setActive(true), CATALOGUE_CONSTANTS.progressBarThrottleMs);
    };
    const end = () => {
      clearTimeout(timer);
      setActive(false);
    };
    window.addEventListener(NAVIGATION_START, start);
    window.addEventListener(NAVIGATION_END, end);
    return () => {
      window.removeEventListener(NAVIGATION_START, start);
      window.removeEventListener(NAVIGATION_END, end);
    };
  }, []);
  return (
    <div className="sf-progress" data-active={active} aria-hidden="true">
      <span style={{ transitionDuration: `${CATALOGUE_CONSTANTS.progressBarDurationMs}ms` }} />
    </div>
  );
}
