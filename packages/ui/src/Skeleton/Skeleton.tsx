import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  shape?: 'block' | 'text' | 'circle';
  inlineSize?: CSSProperties['inlineSize'];
  blockSize?: CSSProperties['blockSize'];
  className?: string;
}

/** A placeholder shape. Hidden from assistive tech: the loading region says it is busy. */
export function Skeleton({ shape = 'block', inlineSize, blockSize, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={clsx(styles.skeleton, shape !== 'block' && styles[shape], className)}
      style={{ inlineSize, blockSize }}
    />
  );
}

/** The loading state of a ProductCard, same footprint so nothing jumps when data lands. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.image} />
      <Skeleton shape="text" inlineSize="80%" />
      <Skeleton shape="text" inlineSize="35%" />
    </div>
  );
}
