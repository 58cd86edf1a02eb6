import { clsx } from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import styles from './Carousel.module.css';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselLabels {
  previous: string;
  next: string;
  /** Accessible name of a slide, e.g. "2 of 5". */
  slide: (index: number, count: number) => string;
  goTo: (index: number) => string;
}

export const DEFAULT_CAROUSEL_LABELS: CarouselLabels = {
  previous: 'Previous',
  next: 'Next',
  slide: (index, count) => `${index + 1} of ${count}`,
  goTo: (index) => `Go to slide ${index + 1}`,
};

export interface CarouselProps {
  label: string;
  slides: readonly CarouselSlide[];
  /** Slides visible at once, on mobile and from 64rem up. */
  perView?: { mobile: number; desktop: number };
  loop?: boolean;
  showArrows?: boolean;
  showDots?: boolean;
  startIndex?: number;
  onSlideChange?: (index: number) => void;
  /** A heading or link shown in the controls row, at the start. */
  header?: ReactNode;
  labels?: Partial<CarouselLabels>;
  className?: string;
}

/**
 * The one carousel (embla): swipe, arrows, dots. Direction follows react-aria's locale,
 * so RTL sites scroll the right way; focusing a slide's link scrolls it into view.
 */
export function Carousel({
  label,
  slides,
  perView = { mobile: 1, desktop: 1 },
  loop = false,
  showArrows = true,
  showDots = false,
  startIndex = 0,
  onSlideChange,
  header,
  labels: overrides,
  className,
}: CarouselProps) {
  const labels = { ...DEFAULT_CAROUSEL_LABELS, ...overrides };
  const { direction } = useLocale();
  const [viewportRef, api] = useEmblaCarousel({ loop, direction, startIndex, align: 'start' });
  const [selected, setSelected] = useState(startIndex);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);

  const sync = useCallback(() => {
    if (!api) return;
    setSelected(api.selectedScrollSnap());
    setSnaps(api.scrollSnapList());
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  useEffect(() => {
    onSlideChange?.(selected);
  }, [selected, onSlideChange]);

  const style = {
    '--per-view-mobile': perView.mobile,
    '--per-view-desktop': perView.desktop,
  } as CSSProperties;

  const controls = (showArrows || header) && (
    <div className={styles.controls}>
      <div>{header}</div>
      {showArrows && slides.length > 1 && (
        <div className={styles.arrows}>
          <Button
            variant="ghost"
            iconOnly
            className={styles.arrow}
            aria-label={labels.previous}
            isDisabled={!canPrev && !loop}
            onPress={() => api?.scrollPrev()}
          >
            <ChevronLeft className="atelier-mirror" size={18} aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            iconOnly
            className={styles.arrow}
            aria-label={labels.next}
            isDisabled={!canNext && !loop}
            onPress={() => api?.scrollNext()}
          >
            <ChevronRight className="atelier-mirror" size={18} aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );

  return (
    <section
      className={clsx(styles.carousel, className)}
      style={style}
      aria-roledescription="carousel"
      aria-label={label}
    >
      {controls}
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index, slides.length)}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {showDots && snaps.length > 1 && (
        <ul className={styles.dots}>
          {snaps.map((_, index) => (
            <li key={index}>
              <button
                type="button"
                className={styles.dot}
                aria-label={labels.goTo(index)}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
