import type { CSSProperties } from 'react';
import { LevelIcon } from './level-icons.js';
import styles from './LoyaltyLevels.module.css';

/** One advantage of a level: its text, and an icon name from the content. */
export interface LevelAdvantageView {
  title: string;
  icon?: string;
}

export interface LoyaltyLevelView {
  order: number;
  name: string;
  current: boolean;
  achieved: boolean;
  /** Up to six advantages (docs/product/loyalty.md): plain texts, or texts with an icon. */
  benefits: readonly (string | LevelAdvantageView)[];
  /** Points still needed to reach this level (for the next level). */
  remainingPoints?: number;
  /** The level's back-end code (FANS, LOVER, EXPERT...), kept on the item for tests. */
  code?: string;
  /** The content's colour for the level (its badge and top rule). */
  color?: string;
  /** The content's icon name for the level. */
  icon?: string;
  /** How far the member is through this level, 0 to 1 (the current level only). */
  progress?: number;
}

export interface LoyaltyLevelsProps {
  levels: readonly LoyaltyLevelView[];
  label?: string;
  labels?: {
    current?: string;
    achieved?: string;
    locked?: string;
    remaining?: (points: string, level: LoyaltyLevelView) => string;
    /** The accessible name of a level's progress bar. */
    progress?: (level: LoyaltyLevelView) => string;
    /** The accessible name of a level's advantages list. */
    advantages?: (level: LoyaltyLevelView) => string;
  };
  locale: string;
}

const advantageOf = (benefit: string | LevelAdvantageView): LevelAdvantageView =>
  typeof benefit === 'string' ? { title: benefit } : benefit;

/** The loyalty programme's levels, the shopper's current one and what the next needs. */
export function LoyaltyLevels({
  levels,
  label = 'Loyalty levels',
  labels = {},
  locale,
}: LoyaltyLevelsProps) {
  const points = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const sorted = [...levels].sort((a, b) => a.order - b.order);
  return (
    <ol className={styles.levels} aria-label={label}>
      {sorted.map((level) => (
        <li
          key={level.order}
          className={styles.level}
          data-testid="loyalty-level"
          data-current={level.current}
          data-achieved={level.achieved}
          data-code={level.code}
          aria-current={level.current ? 'step' : undefined}
          style={level.color ? ({ '--level-color': level.color } as CSSProperties) : undefined}
        >
          <span className={styles.badge}>
            {level.current
              ? (labels.current ?? 'Your level')
              : level.achieved
                ? (labels.achieved ?? 'Achieved')
                : (labels.locked ?? 'Next levels')}
          </span>
          <h3 className={styles.name}>
            <LevelIcon name={level.icon} size={22} />
            {level.name}
          </h3>
          {level.progress !== undefined && (
            <div
              className={styles.meter}
              role="progressbar"
              aria-label={labels.progress?.(level) ?? level.name}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(level.progress * 100)}
              aria-valuetext={percent.format(level.progress)}
            >
              <div
                className={styles.meterFill}
                style={{ inlineSize: `${level.progress * 100}%` }}
              />
            </div>
          )}
          {!level.achieved && level.remainingPoints !== undefined && (
            <p className={styles.progress} data-testid="loyalty-level-remaining">
              {(labels.remaining ?? ((p) => `${p} points to go`))(
                points.format(level.remainingPoints),
                level,
              )}
            </p>
          )}
          {level.benefits.length > 0 && (
            <ul className={styles.benefits} aria-label={labels.advantages?.(level)}>
              {level.benefits.map(advantageOf).map((benefit) => (
                <li key={benefit.title}>
                  <LevelIcon name={benefit.icon} size={16} />
                  <span>{benefit.title}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
