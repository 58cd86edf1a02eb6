import { Carousel, type CarouselLabels } from '../Carousel/Carousel.js';
import type { ImageSource } from '../types.js';
import styles from './GridSlider.module.css';

export interface GridSliderItem {
  id: string;
  image: ImageSource;
  label: string;
  href: string;
}

export interface GridSliderProps {
  title?: string;
  items: readonly GridSliderItem[];
  /** Tiles visible at once (from the module's view setting; see gridSliderCount in core). */
  perView: { mobile: number; desktop: number };
  labels?: Partial<CarouselLabels>;
}

/** A slider of image tiles linking to categories or collections. */
export function GridSlider({ title, items, perView, labels }: GridSliderProps) {
  return (
    <Carousel
      label={title ?? items.map((item) => item.label).join(', ')}
      perView={perView}
      header={title ? <h2 className={styles.heading}>{title}</h2> : undefined}
      {...(labels ? { labels } : {})}
      slides={items.map((item) => ({
        key: item.id,
        content: (
          <a className={styles.tile} href={item.href}>
            <img
              src={item.image.src}
              alt={item.image.alt}
              loading="lazy"
              width={400}
              height={500}
            />
            <span className={styles.label}>{item.label}</span>
          </a>
        ),
      }))}
    />
  );
}
