import type { ImageSource } from '../types.js';
import styles from './SmallBanner.module.css';

export interface SmallBannerProps {
  image: ImageSource;
  title: string;
  text?: string;
  href: string;
}

/** A compact image-and-text link (services, engraving, stores). */
export function SmallBanner({ image, title, text, href }: SmallBannerProps) {
  return (
    <a className={styles.banner} href={href}>
      <img src={image.src} alt={image.alt} loading="lazy" width={96} height={96} />
      <span>
        <strong className={styles.title} style={{ display: 'block' }}>
          {title}
        </strong>
        {text && (
          <span className={styles.text} style={{ display: 'block' }}>
            {text}
          </span>
        )}
      </span>
    </a>
  );
}
