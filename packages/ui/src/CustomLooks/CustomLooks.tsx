import type { ImageSource } from '../types.js';
import styles from './CustomLooks.module.css';

export interface LookSummary {
  id: string;
  title: string;
  /** Null when the look has no page to open: the card shows, linking nowhere. */
  href: string | null;
  image: ImageSource;
  productCount: number;
}

export interface CustomLooksProps {
  title: string;
  looks: readonly LookSummary[];
  /** "4 pieces". */
  countLabel?: (count: number) => string;
}

/** A grid of looks, each linking to its shop-the-look page. */
export function CustomLooks({
  title,
  looks,
  countLabel = (n) => `${n} ${n === 1 ? 'piece' : 'pieces'}`,
}: CustomLooksProps) {
  return (
    <section className={styles.module} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.grid}>
        {looks.map((look) => {
          const card = (
            <>
              <img
                src={look.image.src}
                alt={look.image.alt}
                loading="lazy"
                width={400}
                height={500}
              />
              <span className={styles.name}>{look.title}</span>
              <span className={styles.count}>{countLabel(look.productCount)}</span>
            </>
          );
          return (
            <li key={look.id}>
              {look.href ? (
                <a className={styles.card} href={look.href}>
                  {card}
                </a>
              ) : (
                <div className={styles.card}>{card}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
