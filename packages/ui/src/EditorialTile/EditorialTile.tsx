import type { ImageSource } from '../types.js';
import styles from './EditorialTile.module.css';

export interface EditorialTileProps {
  image: ImageSource;
  title: string;
  /** A short second line: "3 pieces", a promotion's text. */
  detail?: string;
  /** The call to action shown under the title ("Shop the look"). */
  cta?: string;
  /** Null when the content has no page to open: the tile shows, linking nowhere. */
  href: string | null;
}

/**
 * An editorial cell of the product grid (a look, a banner the category's content places between
 * the products): the picture fills the cell, the words sit on a veil at its foot. One link,
 * named by its words, so a screen reader hears what it opens.
 */
export function EditorialTile({ image, title, detail, cta, href }: EditorialTileProps) {
  const body = (
    <>
      <img className={styles.image} src={image.src} alt={image.alt} loading="lazy" />
      <span className={styles.caption}>
        <strong className={styles.title}>{title}</strong>
        {detail && <span className={styles.detail}>{detail}</span>}
        {cta && <span className={styles.cta}>{cta}</span>}
      </span>
    </>
  );
  return href ? (
    <a className={styles.tile} href={href}>
      {body}
    </a>
  ) : (
    <div className={styles.tile}>{body}</div>
  );
}
