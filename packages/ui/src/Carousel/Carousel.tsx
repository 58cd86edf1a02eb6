import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
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

interface Position {
  selected: number;
  /** Snap positions: the slides a view can start at. */
  pages: number;
  atStart: boolean;
  atEnd: boolean;
}

/** Where a scroll-snap list stands; RTL scroll offsets are negative, hence the abs. */
function positionOf(viewport: HTMLElement, count: number): Position | null {
  const first = viewport.firstElementChild?.firstElementChild as HTMLElement | null | undefined;
  const step = first ? first.getBoundingClientRect().width : 0;
  if (!step) return null;
  const gap = parseFloat(getComputedStyle(viewport.firstElementChild as Element).columnGap) || 0;
  const perView = Math.max(1, Math.round((viewport.clientWidth + gap) / (step + gap)));
  const offset = Math.abs(viewport.scrollLeft);
  const max = viewport.scrollWidth - viewport.clientWidth;
  const pages = Math.max(1, count - perView + 1);
  return {
    selected: Math.min(pages - 1, Math.round(offset / (step + gap))),
    pages,
    atStart: offset < 2,
    atEnd: offset >= max - 2,
  };
}

/**
 * The one carousel: a native scroll-snap list, so the server's HTML already swipes, scrolls
 * with the keyboard and follows the page's direction (RTL included) before any script runs.
 * Arrows and dots only scroll that list. No slider library: embla cost about 7 kB brotli of
 * the home page's 120 kB first-load budget for what the browser does natively.
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
  const viewportRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position>({
    selected: startIndex,
    pages: slides.length,
    atStart: startIndex === 0,
    atEnd: slides.length <= 1,
  });

  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    const next = viewport && positionOf(viewport, slides.length);
    if (!next) return;
    setPosition((current) =>
      current.selected === next.selected &&
      current.pages === next.pages &&
      current.atStart === next.atStart &&
      current.atEnd === next.atEnd
        ? current
        : next,
    );
  }, [slides.length]);

  // Assigning scrollLeft lets the stylesheet decide smoothness (none with reduced motion).
  const scrollToSlide = useCallback((index: number) => {
    const viewport = viewportRef.current;
    const target = viewport?.firstElementChild?.children[index] as HTMLElement | undefined;
    if (!viewport || !target) return;
    const rtl = getComputedStyle(viewport).direction === 'rtl';
    const box = viewport.getBoundingClientRect();
    const slide = target.getBoundingClientRect();
    viewport.scrollLeft += rtl ? slide.right - box.right : slide.left - box.left;
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    if (startIndex > 0) scrollToSlide(startIndex);
    measure();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    viewport.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [measure, scrollToSlide, startIndex]);

  useEffect(() => {
    onSlideChange?.(position.selected);
  }, [position.selected, onSlideChange]);

  const go = (delta: 1 | -1) => {
    const { selected, pages } = position;
    const target = selected + delta;
    if (target < 0) scrollToSlide(loop ? pages - 1 : 0);
    else if (target >= pages) scrollToSlide(loop ? 0 : pages - 1);
    else scrollToSlide(target);
  };

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
            isDisabled={position.atStart && !loop}
            onPress={() => go(-1)}
          >
            <ChevronLeft className="atelier-mirror" size={18} aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            iconOnly
            className={styles.arrow}
            aria-label={labels.next}
            isDisabled={position.atEnd && !loop}
            onPress={() => go(1)}
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
      {/* Focusable so a keyboard can scroll it with the arrow keys even when its slides hold
          nothing focusable (images only); named because it is a tab stop. */}
      <div
        className={styles.viewport}
        ref={viewportRef}
        tabIndex={0}
        role="group"
        aria-label={label}
      >
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
      {showDots && position.pages > 1 && (
        <ul className={styles.dots}>
          {Array.from({ length: position.pages }, (_, index) => (
            <li key={index}>
              <button
                type="button"
                className={styles.dot}
                aria-label={labels.goTo(index)}
                aria-current={index === position.selected ? 'true' : undefined}
                onClick={() => scrollToSlide(index)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
