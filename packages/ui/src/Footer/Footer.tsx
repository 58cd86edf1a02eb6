import { Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { BrandIcon } from '../icons/BrandIcon.js';
import type { LinkItem } from '../types.js';
import styles from './Footer.module.css';

export type SocialNetwork = 'instagram' | 'facebook' | 'tiktok' | 'youtube' | 'x' | 'pinterest';

export interface FooterProps {
  columns: readonly { title: string; links: readonly LinkItem[] }[];
  /** The newsletter sign-up (or anything else) above the columns. */
  newsletter?: ReactNode;
  social?: readonly { network: SocialNetwork; href: string; label: string }[];
  /** The current country/language, e.g. "España (Español)"; pressing it opens the selector. */
  countryLabel?: string;
  onChangeCountry?: () => void;
  legal?: ReactNode;
  label?: string;
}

/** Site footer: link columns, newsletter, social profiles, country and legal line. */
export function Footer({
  columns,
  newsletter,
  social = [],
  countryLabel,
  onChangeCountry,
  legal,
  label = 'Footer',
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {newsletter}
        <nav className={styles.columns} aria-label={label}>
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className={styles.title}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className={styles.bottom}>
          {countryLabel && onChangeCountry && (
            <Button variant="link" onPress={onChangeCountry}>
              <span className={styles.country}>
                <Globe size={16} aria-hidden="true" />
                {countryLabel}
              </span>
            </Button>
          )}
          {social.length > 0 && (
            <ul className={styles.social}>
              {social.map(({ network, href, label: name }) => {
                return (
                  <li key={network}>
                    <a href={href} aria-label={name} rel="noopener noreferrer" target="_blank">
                      <BrandIcon name={network} size={18} />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
          {legal && <div>{legal}</div>}
        </div>
      </div>
    </footer>
  );
}
