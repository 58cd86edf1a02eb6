import { Carousel, type CarouselLabels } from '../Carousel/Carousel.js';
import { ProductCard, type ProductCardProps } from '../ProductCard/ProductCard.js';
import { ProductCardSkeleton } from '../Skeleton/Skeleton.js';
import type { LinkItem } from '../types.js';
import styles from './NoveltiesSlider.module.css';

export interface NoveltiesSliderProps {
  title: string;
  products: readonly (ProductCardProps & { id: string })[];
  seeAll?: LinkItem;
  isLoading?: boolean;
  perView?: { mobile: number; desktop: number };
  labels?: Partial<CarouselLabels>;
}

/** New-in products in a slider, 2 per view on phones and 4 on desktop. */
export function NoveltiesSlider({
  title,
  products,
  seeAll,
  isLoading = false,
  perView = { mobile: 2, desktop: 4 },
  labels,
}: NoveltiesSliderProps) {
  const header = (
    <div className={styles.header}>
      <h2 className={styles.heading}>{title}</h2>
      {seeAll && (
        <a className={styles.seeAll} href={seeAll.href}>
          {seeAll.label}
        </a>
      )}
    </div>
  );
  if (isLoading) {
    return (
      <section aria-label={title} aria-busy="true">
        {header}
        <div className={styles.loading}>
          {Array.from({ length: 4 }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      </section>
    );
  }
  return (
    <Carousel
      label={title}
      header={header}
      perView={perView}
      {...(labels ? { labels } : {})}
      slides={products.map(({ id, ...card }) => ({ key: id, content: <ProductCard {...card} /> }))}
    />
  );
}
