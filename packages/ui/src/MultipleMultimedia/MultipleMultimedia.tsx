import type { ImageSource, LinkItem } from '../types.js';
import styles from './MultipleMultimedia.module.css';

export type MediaItem =
  | { id: string; type: 'image'; image: ImageSource; caption?: string; link?: LinkItem }
  | {
      id: string;
      type: 'video';
      src: string;
      poster?: string;
      /** Videos play muted and looped, as decoration; describe them for screen readers. */
      description: string;
      caption?: string;
      link?: LinkItem;
    };

export interface MultipleMultimediaProps {
  items: readonly MediaItem[];
  label?: string;
}

/** Up to a few images or muted videos side by side, with captions. */
export function MultipleMultimedia({ items, label = 'Gallery' }: MultipleMultimediaProps) {
  return (
    <ul className={styles.module} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <figure className={styles.figure}>
            {item.type === 'image' ? (
              <img
                className={styles.media}
                src={item.image.src}
                alt={item.image.alt}
                loading="lazy"
                width={400}
                height={500}
              />
            ) : (
              <video
                className={styles.media}
                src={item.src}
                {...(item.poster ? { poster: item.poster } : {})}
                muted
                loop
                playsInline
                autoPlay
                aria-label={item.description}
              />
            )}
            {(item.caption || item.link) && (
              <figcaption className={styles.caption}>
                {item.caption}
                {item.link && (
                  <>
                    {' '}
                    <a href={item.link.href}>{item.link.label}</a>
                  </>
                )}
              </figcaption>
            )}
          </figure>
        </li>
      ))}
    </ul>
  );
}
