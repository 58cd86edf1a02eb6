import { Smartphone } from 'lucide-react';
import { Modal } from '../Modal/Modal.js';
import type { LinkItem } from '../types.js';
import styles from './DownloadAppModal.module.css';

export interface DownloadAppModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  text: string;
  /** Store links, e.g. App Store and Google Play. */
  stores: readonly LinkItem[];
  closeLabel?: string;
}

/** Invites to the app (shown only when no newsletter popup shows). */
export function DownloadAppModal({
  isOpen,
  onOpenChange,
  title,
  text,
  stores,
  closeLabel = 'Close',
}: DownloadAppModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={closeLabel}
      size="sm"
    >
      <div className={styles.body}>
        <p className={styles.text}>{text}</p>
        <div className={styles.stores}>
          {stores.map((store) => (
            <a
              key={store.href}
              className={styles.store}
              href={store.href}
              rel="noopener noreferrer"
            >
              <Smartphone size={18} aria-hidden="true" />
              {store.label}
            </a>
          ))}
        </div>
      </div>
    </Modal>
  );
}
