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
  /**
   * Where accept all and reject all post when pressed before the page's script runs (a
   * server-drawn notice): they become the submit buttons of a form to `action`, sending
   * `choice` (their value) and the hidden `fields`. Once the script runs, a press calls
   * onAcceptAll / onRejectAll and posts nothing.
   */
  noScriptForm?: CookieNoticeForm;
}

export interface CookieNoticeForm {
  action: string;
  fields?: Readonly<Record<string, string>>;
  /** The `choice` each button posts. */
  acceptAll: string;
  rejectAll: string;
}

/** The buttons' row: a form posting the choice when there is a no-script form, else a div. */
function Actions({ form, children }: { form: CookieNoticeForm | undefined; children: ReactNode }) {
  if (!form) return <div className={styles.actions}>{children}</div>;
  return (
    <form className={styles.actions} method="post" action={form.action}>
      {Object.entries(form.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

/** A submit button posting `choice` in a no-script form; a plain button without one. */
function submits(choice: string | undefined) {
  return choice === undefined
    ? ({ type: 'button' } as const)
    : ({ type: 'submit', name: 'choice', value: choice } as const);
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
  noScriptForm,
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
        <Actions form={noScriptForm}>
          <Button variant="link" onPress={() => setSettingsOpen(true)}>
            {labels.settings}
          </Button>
          <Button
            variant="secondary"
            {...submits(noScriptForm?.rejectAll)}
            onPress={(event) => {
              event.preventDefault();
              onRejectAll();
            }}
            data-testid="reject-cookies"
          >
            {labels.rejectAll}
          </Button>
          <Button
            {...submits(noScriptForm?.acceptAll)}
            onPress={(event) => {
              event.preventDefault();
              onAcceptAll();
            }}
            data-testid="accept-cookies"
          >
            {labels.acceptAll}
          </Button>
        </Actions>
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
