import { clsx } from 'clsx';
import { useEffect, useState, type CSSProperties } from 'react';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  isLoading: boolean;
  /** Loads quicker than this never show the bar (no flash on fast navigations). */
  throttleMs?: number;
  /** How long the bar takes to creep to 90%: the expected worst case of a navigation. */
  durationMs?: number;
  label?: string;
}

type Phase = 'idle' | 'running' | 'finishing';

/** The top-of-page navigation progress line: 200 ms throttle, 5,000 ms creep by default. */
export function ProgressBar({
  isLoading,
  throttleMs = 200,
  durationMs = 5000,
  label = 'Loading page',
}: ProgressBarProps) {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (isLoading) {
      const show = setTimeout(() => setPhase('running'), throttleMs);
      return () => clearTimeout(show);
    }
    // Loading ended: complete the bar if it was showing, then remove it.
    setPhase((current) => (current === 'running' ? 'finishing' : 'idle'));
    const hide = setTimeout(() => setPhase('idle'), 400);
    return () => clearTimeout(hide);
  }, [isLoading, throttleMs]);

  if (phase === 'idle') return null;
  return (
    <div
      className={clsx(styles.bar, styles[phase])}
      role="progressbar"
      aria-label={label}
      aria-busy={phase === 'running'}
      data-phase={phase}
      style={{ '--progress-duration': `${durationMs}ms` } as CSSProperties}
    >
      <div className={styles.fill} />
    </div>
  );
}
