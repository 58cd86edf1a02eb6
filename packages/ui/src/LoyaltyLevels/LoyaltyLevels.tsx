import styles from './LoyaltyLevels.module.css';

export interface LoyaltyLevelView {
  order: number;
  name: string;
  current: boolean;
  achieved: boolean;
  benefits: readonly string[];
  /** Points still needed to reach this level (for the next level). */
  remainingPoints?: number;
}

export interface LoyaltyLevelsProps {
  levels: readonly LoyaltyLevelView[];
  label?: string;
  labels?: {
    current?: string;
    achieved?: string;
    locked?: string;
    remaining?: (points: string) => string;
  };
  locale: string;
}

/** The loyalty programme's levels, the shopper's current one and what the next needs. */
export function LoyaltyLevels({
  levels,
  label = 'Loyalty levels',
  labels = {},
  locale,
}: LoyaltyLevelsProps) {
  const points = new Intl.NumberFormat(locale);
  const sorted = [...levels].sort((a, b) => a.order - b.order);
  return (
    <ol className={styles.levels} aria-label={label}>
      {sorted.map((level) => (
        <li
          key={level.order}
          className={styles.level}
          data-current={level.current}
          aria-current={level.current ? 'step' : undefined}
        >
          <span className={styles.badge}>
            {level.current
              ? (labels.current ?? 'Your level')
              : level.achieved
                ? (labels.achieved ?? 'Achieved')
                : (labels.locked ?? 'Next levels')}
          </span>
          <h3 className={styles.name}>{level.name}</h3>
          {!level.achieved && level.remainingPoints !== undefined && (
            <p className={styles.progress}>
              {(labels.remaining ?? ((p) => `${p} points to go`))(
                points.format(level.remainingPoints),
              )}
            </p>
          )}
          <ul className={styles.benefits}>
            {level.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
