import type { CSSProperties } from 'react';
import type { LinkItem } from '../types.js';
import styles from './DiscountBanner.module.css';

export interface DiscountBannerProps {
  /** Already formatted, e.g. "-20%" (the app formats per locale). */
  discount?: string;
  title: string;
  text?: string;
  code?: string;
  codeLabel?: string;
  link?: LinkItem;
  backgroundColor?: string;
  textColor?: string;
}

/** A promotion strip: the discount, its conditions, the code and where to use it. */
export function DiscountBanner({
  discount,
  title,
  text,
  code,
  codeLabel = 'Code',
  link,
  backgroundColor,
  textColor,
}: DiscountBannerProps) {
  const style = {
    ...(backgroundColor ? { '--banner-bg': backgroundColor } : {}),
    ...(textColor ? { '--banner-text': textColor } : {}),
  } as CSSProperties;
  return (
    <aside className={styles.banner} style={style} aria-label={title}>
      {discount && <span className={styles.discount}>{discount}</span>}
      <div>
        <p className={styles.title}>{title}</p>
        {text && <p className={styles.text}>{text}</p>}
      </div>
      {code && (
        <span>
          {codeLabel}: <span className={styles.code}>{code}</span>
        </span>
      )}
      {link && (
        <a className={styles.link} href={link.href}>
          {link.label}
        </a>
      )}
    </aside>
  );
}
