import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import type { ImageSource, LinkItem } from '../types.js';
import styles from './ErrorPage.module.css';

/** 404 and 410 show the not-found content; every other status the server-error content. */
export type ErrorPageKind = 'notFound' | 'serverError';

export function errorPageKind(status: number): ErrorPageKind {
  return status === 404 || status === 410 ? 'notFound' : 'serverError';
}

/** The error page fields of the content system (docs/product/shell.md §2.2). */
export interface ErrorPageContent {
  key?: string;
  bgColor?: string;
  textColor?: string;
  iconSrc?: string;
  labels: { title: string; suotTitle?: string; description?: string };
  titleAlign?: 'left' | 'center' | 'right';
  links?: readonly LinkItem[];
  image?: ImageSource;
  imageMobile?: ImageSource;
}

export interface ErrorPageProps {
  status: number;
  content: ErrorPageContent;
  /** On the studio line the title comes from `suotTitle` when there is one. */
  vertical?: 'main' | 'suot';
  /** e.g. "Error 404"; omitted when not given. */
  statusLabel?: string;
  /** `div` inside a layout that already has the page's `main` landmark. */
  as?: 'main' | 'div';
}

/** The not-found or server-error page, with a way forward (its links). */
export function ErrorPage({
  status,
  content,
  vertical = 'main',
  statusLabel,
  as: Element = 'main',
}: ErrorPageProps) {
  const { labels, links = [], image, imageMobile, iconSrc } = content;
  const title = vertical === 'suot' && labels.suotTitle ? labels.suotTitle : labels.title;
  // Content says left/right; on the page that means start/end so RTL mirrors it.
  const align = content.titleAlign === 'center' ? styles.center : styles.start;
  const style = {
    ...(content.bgColor ? { '--error-bg': content.bgColor } : {}),
    ...(content.textColor ? { '--error-text': content.textColor } : {}),
  } as CSSProperties;
  return (
    <Element
      className={clsx(styles.page, image && styles.withImage)}
      style={style}
      data-testid="error-page"
      data-status={status}
      data-kind={errorPageKind(status)}
    >
      <div className={clsx(styles.content, align)}>
        {iconSrc && <img className={styles.icon} src={iconSrc} alt="" />}
        {statusLabel && <p className={styles.code}>{statusLabel}</p>}
        <h1 className={styles.title}>{title}</h1>
        {labels.description && <p className={styles.description}>{labels.description}</p>}
        {links.length > 0 && (
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <a className={styles.link} href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {image && (
        <picture className={styles.picture}>
          {imageMobile && <source media="(max-width: 47.99rem)" srcSet={imageMobile.src} />}
          <img
            src={image.src}
            alt={image.alt}
            width={image.width ?? 400}
            height={image.height ?? 500}
          />
        </picture>
      )}
    </Element>
  );
}
