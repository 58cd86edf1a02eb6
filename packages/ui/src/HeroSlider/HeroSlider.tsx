import { clsx } from 'clsx';
import { Carousel, type CarouselLabels } from '../Carousel/Carousel.js';
import type { ImageSource, LinkItem } from '../types.js';
import styles from './HeroSlider.module.css';

export interface HeroSlide {
  id: string;
  image: ImageSource;
  /** Art-directed crop for phones. */
  imageMobile?: ImageSource;
  eyebrow?: string;
  title: string;
  cta?: LinkItem;
  /** Light text over a dark image, or dark text over a light one. */
  tone?: 'light' | 'dark';
}

export interface HeroSliderProps {
  label: string;
  slides: readonly HeroSlide[];
  labels?: Partial<CarouselLabels>;
  /** 1 when the hero opens the page: its first slide's title is then the page's only h1. */
  titleLevel?: 1 | 2;
}

/** Full-width campaign slides at the top of home and landing pages. */
export function HeroSlider({ label, slides, labels, titleLevel = 2 }: HeroSliderProps) {
  return (
    <Carousel
      className={styles.hero}
      label={label}
      loop={slides.length > 1}
      showDots
      showArrows={false}
      {...(labels ? { labels } : {})}
      slides={slides.map((slide, index) => {
        const Title = index === 0 && titleLevel === 1 ? 'h1' : 'h2';
        return {
          key: slide.id,
          content: (
            <div className={clsx(styles.slide, styles[slide.tone ?? 'light'])}>
              <picture className={styles.picture}>
                {slide.imageMobile && (
                  <source media="(max-width: 47.99rem)" srcSet={slide.imageMobile.src} />
                )}
                <img
                  src={slide.image.src}
                  alt={slide.image.alt}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
                />
              </picture>
              <div className={styles.text}>
                {slide.eyebrow && <p className={styles.eyebrow}>{slide.eyebrow}</p>}
                <Title className={styles.title}>{slide.title}</Title>
                {slide.cta && (
                  <a className={styles.cta} href={slide.cta.href}>
                    {slide.cta.label}
                  </a>
                )}
              </div>
            </div>
          ),
        };
      })}
    />
  );
}
