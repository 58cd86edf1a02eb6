import { clsx } from 'clsx';
import type { ImageSource, LinkItem } from '../types.js';
import styles from './HighlightedBanner.module.css';

export interface HighlightedBannerProps {
  image: ImageSource;
  title: string;
  text?: string;
  cta?: LinkItem;
  /** The image's side, in reading direction. */
  imageSide?: 'start' | 'end';
}

/** A large image beside a headline, text and call to action. */
export function HighlightedBanner({
  image,
  title,
  text,
  cta,
  imageSide = 'start',
}: HighlightedBannerProps) {
  return (
    <section
      className={clsx(styles.banner, imageSide === 'end' && styles.imageEnd)}
      aria-label={title}
    >
      <div className={styles.media}>
        <img src={image.src} alt={image.alt} loading="lazy" width={400} height={500} />
      </div>
      <div className={styles.text}>
        <h2 className={styles.title}>{title}</h2>
        {text && <p className={styles.body}>{text}</p>}
        {cta && (
          <a className={styles.cta} href={cta.href}>
            {cta.label}
          </a>
        )}
      </div>
    </section>
  );
}
