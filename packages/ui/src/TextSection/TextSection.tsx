import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './TextSection.module.css';

export interface TextSectionProps {
  /** Also an entry of the loyalty landing's anchor menu, hence the id. */
  id?: string;
  title?: string;
  children: ReactNode;
  align?: 'start' | 'center';
}

/** A block of editorial text with an optional title. */
export function TextSection({ id, title, children, align = 'start' }: TextSectionProps) {
  return (
    <section
      id={id}
      className={clsx(styles.section, align === 'center' && styles.center)}
      aria-label={title}
    >
      {title && <h2 className={styles.title}>{title}</h2>}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
