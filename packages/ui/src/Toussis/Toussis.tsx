import type { ImageSource } from '../types.js';
import styles from './Toussis.module.css';

/** As core-bag's toussiState: obtained, pick-at-store or not-obtained. */
export type ToussiViewState = 'obtained' | 'pick-at-store' | 'not-obtained';

export interface ToussiView {
  id: string;
  name: string;
  description?: string;
  image: ImageSource;
  state: ToussiViewState;
  /** What is still missing to obtain it (a not-obtained reward: "20 points to go"). */
  missing?: string;
}

export const DEFAULT_TOUSSI_STATE_LABELS: Record<ToussiViewState, string> = {
  obtained: 'Obtained',
  'pick-at-store': 'Pick it up in store',
  'not-obtained': 'Not obtained yet',
};

export interface ToussisProps {
  title: string;
  /** Anchor for the loyalty landing's menu. */
  id?: string;
  toussis: readonly ToussiView[];
  stateLabels?: Partial<Record<ToussiViewState, string>>;
  emptyText?: string;
  /** 3 inside a page section that has its own h2 (the my-account loyalty area). */
  headingLevel?: 2 | 3;
}

/** The loyalty rewards ("toussis") and where each one stands. */
export function Toussis({
  title,
  id,
  toussis,
  stateLabels,
  emptyText = 'No rewards yet.',
  headingLevel = 2,
}: ToussisProps) {
  const labels = { ...DEFAULT_TOUSSI_STATE_LABELS, ...stateLabels };
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  const Name = headingLevel === 3 ? 'h4' : 'h3';
  return (
    <section id={id} className={styles.module} aria-label={title}>
      <Title className={styles.title} data-level={headingLevel}>
        {title}
      </Title>
      {toussis.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.grid}>
          {toussis.map((toussi) => (
            <li key={toussi.id}>
              <article className={styles.card} data-testid="toussi" data-state={toussi.state}>
                <img
                  src={toussi.image.src}
                  alt={toussi.image.alt}
                  loading="lazy"
                  width={200}
                  height={200}
                />
                <Name className={styles.name}>{toussi.name}</Name>
                {toussi.description && <p className={styles.text}>{toussi.description}</p>}
                <span className={styles.state} data-state={toussi.state}>
                  {labels[toussi.state]}
                </span>
                {toussi.missing && <p className={styles.missing}>{toussi.missing}</p>}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
