import { WifiOff } from 'lucide-react';
import { Button } from '../Button/Button.js';
import { BrandIcon } from '../icons/BrandIcon.js';
import styles from './OfflinePage.module.css';

export interface OfflinePageProps {
  brandName: string;
  title: string;
  text: string;
  /** The brand's social profile, the one thing that still makes sense offline-first. */
  socialLink?: { label: string; href: string };
  retryLabel?: string;
  onRetry?: () => void;
  /** `div` inside a layout that already has the page's `main` landmark. */
  as?: 'main' | 'div';
}

/** Shown by the service worker when there is no connection (both verticals). */
export function OfflinePage({
  brandName,
  title,
  text,
  socialLink,
  retryLabel = 'Try again',
  onRetry,
  as: Element = 'main',
}: OfflinePageProps) {
  return (
    <Element className={styles.page} data-testid="offline-page">
      <p className="atelier-visually-hidden">{brandName}</p>
      <WifiOff className={styles.icon} size={40} aria-hidden="true" />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        {onRetry && <Button onPress={onRetry}>{retryLabel}</Button>}
        {socialLink && (
          <a className={styles.social} href={socialLink.href} rel="noopener noreferrer">
            <BrandIcon name="instagram" size={18} />
            {socialLink.label}
          </a>
        )}
      </div>
    </Element>
  );
}
