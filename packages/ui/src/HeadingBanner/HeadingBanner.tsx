import { clsx } from 'clsx';
import type { ImageSource } from '../types.js';
import styles from './HeadingBanner.module.css';

export interface HeadingBannerProps {
  title: string;
  eyebrow?: string;
  description?: string;
  /** Decorative background; the heading carries the meaning. */
  backgroundImage?: ImageSource;
  /** Landing pages use it as their h1. */
  level?: 1 | 2;
}

/** The heading block that opens a landing or category page. */
export function HeadingBanner({
  title,
  eyebrow,
  description,
  backgroundImage,
  level = 1,
}: HeadingBannerProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={clsx(styles.banner, backgroundImage && styles.withImage)}>
      {backgroundImage && <img className={styles.background} src={backgroundImage.src} alt="" />}
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading className={styles.title}>{title}</Heading>
        {description && <p className={styles.description}>{description}</p>}
      </div>
    </header>
  );
}
