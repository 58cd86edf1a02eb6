import { Check, Link2, Mail } from 'lucide-react';
import { Button } from '../Button/Button.js';
import { BrandIcon } from '../icons/BrandIcon.js';
import { shareHref, type ShareNetwork } from './share-links.js';
import styles from './ShareButtons.module.css';

export const DEFAULT_SHARE_LABELS: Record<ShareNetwork, string> = {
  mail: 'Share by e-mail',
  facebook: 'Share on Facebook',
  x: 'Share on X',
  whatsapp: 'Share on WhatsApp',
  telegram: 'Share on Telegram',
  pinterest: 'Share on Pinterest',
  linkedin: 'Share on LinkedIn',
  clipboard: 'Copy link',
};

export interface ShareButtonsProps {
  url: string;
  title: string;
  networks?: readonly ShareNetwork[];
  /** The app copies to the clipboard (a browser API, not ui's business) and sets `copied`. */
  onCopy?: (url: string) => void;
  copied?: boolean;
  copiedLabel?: string;
  labels?: Partial<Record<ShareNetwork, string>>;
  label?: string;
}

/** Share links for a product, wishlist or live shopping page. */
export function ShareButtons({
  url,
  title,
  networks = [
    'mail',
    'facebook',
    'x',
    'whatsapp',
    'telegram',
    'pinterest',
    'linkedin',
    'clipboard',
  ],
  onCopy,
  copied = false,
  copiedLabel = 'Link copied',
  labels: overrides,
  label = 'Share',
}: ShareButtonsProps) {
  const labels = { ...DEFAULT_SHARE_LABELS, ...overrides };
  return (
    <ul className={styles.share} aria-label={label}>
      {networks.map((network) => {
        const href = shareHref(network, url, title);
        if (href === null) {
          return onCopy ? (
            <li key={network}>
              <Button
                variant="ghost"
                iconOnly
                className={`${styles.link} ${styles.copy}`}
                aria-label={copied ? copiedLabel : labels.clipboard}
                onPress={() => onCopy(url)}
              >
                {copied ? (
                  <Check size={18} aria-hidden="true" />
                ) : (
                  <Link2 size={18} aria-hidden="true" />
                )}
              </Button>
            </li>
          ) : null;
        }
        return (
          <li key={network}>
            <a
              className={styles.link}
              href={href}
              aria-label={labels[network]}
              {...(network === 'mail' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {network === 'mail' ? (
                <Mail size={18} aria-hidden="true" />
              ) : (
                <BrandIcon
                  name={network as Exclude<ShareNetwork, 'mail' | 'clipboard'>}
                  size={18}
                />
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
