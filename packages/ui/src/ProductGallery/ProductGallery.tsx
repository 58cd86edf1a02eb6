import { ChevronLeft, ChevronRight, ZoomIn } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../Button/Button.js';
import { useNumbers } from '../UiTextsProvider/UiTextsProvider.js';
import styles from './ProductGallery.module.css';

// The zoom dialog loads when the shopper first zooms: product pages do not ship the
// modal machinery (react-aria overlays) in their first load.
const Modal = lazy(() => import('../Modal/Modal.js').then(({ Modal }) => ({ default: Modal })));

/** The four renditions the catalogue serves for each product image. */
export interface GalleryImage {
  alt: string;
  sources: { 96: string; 515: string; 1200: string; 3000: string };
}

export interface ProductGalleryLabels {
  gallery: string;
  previous: string;
  next: string;
  zoom: string;
  close: string;
  /** Thumbnail button name, e.g. "Show image 2 of 5". */
  show: (index: number, count: number) => string;
}

export const DEFAULT_GALLERY_LABELS: ProductGalleryLabels = {
  gallery: 'Product images',
  previous: 'Previous image',
  next: 'Next image',
  zoom: 'Zoom image',
  close: 'Close',
  show: (index, count) => `Show image ${index + 1} of ${count}`,
};

export interface ProductGalleryProps {
  images: readonly GalleryImage[];
  labels?: Partial<ProductGalleryLabels>;
}

/**
 * Product images: 96 px thumbnails, 515/1200 px responsive main image, the 3000 px
 * rendition only when the shopper zooms.
 */
export function ProductGallery({ images, labels: overrides }: ProductGalleryProps) {
  const numbers = useNumbers();
  const labels = { ...DEFAULT_GALLERY_LABELS, ...overrides };
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const current = images[index];
  if (!current) return null;
  const count = images.length;
  const go = (delta: number) => setIndex((index + delta + count) % count);

  return (
    <section className={styles.gallery} aria-label={labels.gallery}>
      <div className={styles.stage}>
        <img
          key={index}
          className={styles.main}
          src={current.sources[515]}
          srcSet={`${current.sources[515]} 515w, ${current.sources[1200]} 1200w`}
          sizes="(min-width: 64rem) 50vw, 100vw"
          alt={current.alt}
          width={400}
          height={500}
          // The first picture is the product page's largest paint: fetched before the rest.
          {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
        />
        <Button
          variant="ghost"
          iconOnly
          className={styles.zoom}
          aria-label={labels.zoom}
          onPress={() => setZoomed(true)}
        >
          <ZoomIn size={20} aria-hidden="true" />
        </Button>
        {count > 1 && (
          <>
            <span className={styles.counter} aria-hidden="true" dir="ltr">
              {numbers.number(index + 1)} / {numbers.number(count)}
            </span>
            <div className={styles.nav}>
              <Button variant="ghost" iconOnly aria-label={labels.previous} onPress={() => go(-1)}>
                <ChevronLeft className="atelier-mirror" size={20} aria-hidden="true" />
              </Button>
              <Button variant="ghost" iconOnly aria-label={labels.next} onPress={() => go(1)}>
                <ChevronRight className="atelier-mirror" size={20} aria-hidden="true" />
              </Button>
            </div>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={image.sources[96]}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={labels.show(i, count)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <img src={image.sources[96]} alt="" width={64} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && (
        <Suspense fallback={null}>
          <Modal
            isOpen
            onOpenChange={setZoomed}
            title={current.alt}
            closeLabel={labels.close}
            size="lg"
          >
            <img className={styles.zoomed} src={current.sources[3000]} alt={current.alt} />
          </Modal>
        </Suspense>
      )}
    </section>
  );
}
