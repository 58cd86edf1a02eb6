import { clsx } from 'clsx';
import { ProductCard, type ProductCardProps } from '../ProductCard/ProductCard.js';
import type { ImageSource } from '../types.js';
import styles from './ImageAndProductsGrid.module.css';

export interface ImageAndProductsGridProps {
  image: ImageSource;
  title: string;
  href: string;
  products: readonly (ProductCardProps & { id: string })[];
  imageSide?: 'start' | 'end';
}

/** An editorial image linking to a collection, beside four of its products. */
export function ImageAndProductsGrid({
  image,
  title,
  href,
  products,
  imageSide = 'start',
}: ImageAndProductsGridProps) {
  return (
    <section
      className={clsx(styles.module, imageSide === 'end' && styles.imageEnd)}
      aria-label={title}
    >
      <a className={styles.media} href={href}>
        <img src={image.src} alt={image.alt} loading="lazy" width={400} height={500} />
        <span className={styles.title}>{title}</span>
      </a>
      <ul className={styles.grid}>
        {products.slice(0, 4).map(({ id, ...card }) => (
          <li key={id}>
            <ProductCard {...card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
