import { ProductCard, type ProductCardProps } from '../ProductCard/ProductCard.js';
import styles from './FourProducts.module.css';

export interface FourProductsProps {
  title: string;
  /** The first four are shown. */
  products: readonly (ProductCardProps & { id: string })[];
}

/** Four curated products in a row (2 x 2 on phones). */
export function FourProducts({ title, products }: FourProductsProps) {
  return (
    <section className={styles.module} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
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
