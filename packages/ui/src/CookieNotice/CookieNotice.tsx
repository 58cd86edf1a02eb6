import { useState, type ReactNode } from 'react';
import { Switch } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { Modal } from '../Modal/Modal.js';
import styles from './CookieNotice.module.css';

export interface CookieCategory {
  id: string;
  label: string;
  description: string;
  /** Strictly necessary cookies: always on, the switch is disabled. */
  required?: boolean;
}

export interface CookieNoticeLabels {
  title: string;
  text: ReactNode;
  acceptAll: string;
  rejectAll: string;
  settings: string;
  settingsTitle: string;
  save: string;
  close: string;
}

export const DEFAULT_COOKIE_LABELS: CookieNoticeLabels = {
  title: 'We use cookies',
  text: 'We use our own and third-party cookies to improve your experience and show you personalised content.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  settings: 'Settings',
  settingsTitle: 'Cookie settings',
  save: 'Save my choices',
  close: 'Close',
};

export interface CookieNoticeProps {
  categories: readonly CookieCategory[];
  /** Current consents (e.g. from a previous visit), by category id. */
  initialConsents?: Readonly<Record<string, boolean>>;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onSave: (consents: Record<string, boolean>) => void;
  labels?: Partial<CookieNoticeLabels>;
  /** Opens straight into the settings (e.g. from the footer's "cookie settings" link). */
  defaultSettingsOpen?: boolean;
}

/** The cookie banner with accept, reject and per-category settings. */
export function CookieNotice({
  categories,
  initialConsents = {},
  onAcceptAll,
  onRejectAll,
  onSave,
  labels: overrides,
  defaultSettingsOpen = false,
}: CookieNoticeProps) {
  const labels = { ...DEFAULT_COOKIE_LABELS, ...overrides };
  const [settingsOpen, setSettingsOpen] = useState(defaultSettingsOpen);
  const [consents, setConsents] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      categories.map((c) => [c.id, c.required ? true : (initialConsents[c.id] ?? false)]),
    ),
  );
  return (
    <>
      <section className={styles.banner} aria-label={labels.title} data-testid="cookie-notice">
        <div>
          <h2 className={styles.title}>{labels.title}</h2>
          <p className={styles.text}>{labels.text}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="link" onPress={() => setSettingsOpen(true)}>
            {labels.settings}
          </Button>
          <Button variant="secondary" onPress={onRejectAll} data-testid="reject-cookies">
            {labels.rejectAll}
          </Button>
          <Button onPress={onAcceptAll} data-testid="accept-cookies">
            {labels.acceptAll}
          </Button>
        </div>
      </section>
      <Modal
        isOpen={settingsOpen}
        onOpenChange={setSettingsOpen}
        title={labels.settingsTitle}
        closeLabel={labels.close}
        footer={
          <Button
            onPress={() => {
              onSave(consents);
              setSettingsOpen(false);
            }}
          >
            {labels.save}
          </Button>
        }
      >
        <ul className={styles.categories}>
          {categories.map((category) => (
            <li key={category.id} className={styles.category}>
              <Switch
                className={styles.switch}
                isSelected={consents[category.id] ?? false}
                isDisabled={Boolean(category.required)}
                onChange={(on) => setConsents({ ...consents, [category.id]: on })}
              >
                <span className={styles.switchLabel}>{category.label}</span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.thumb} />
                </span>
              </Switch>
              <p className={styles.categoryText}>{category.description}</p>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
