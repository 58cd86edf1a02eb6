import type { ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  /** Anchor for the loyalty landing's menu. */
  id?: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** A titled content section grouping other modules. */
export function Section({ id, title, subtitle, children }: SectionProps) {
  return (
    <section id={id} className={styles.section} aria-label={title}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {children}
    </section>
  );
}
