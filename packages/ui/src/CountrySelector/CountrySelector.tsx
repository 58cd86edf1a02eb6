import { useState } from 'react';
import { Button } from '../Button/Button.js';
import { Modal } from '../Modal/Modal.js';
import { TextField } from '../TextField/TextField.js';
import styles from './CountrySelector.module.css';

export interface SiteChoice {
  /** Site code, e.g. `es-es`. */
  code: string;
  country: string;
  language: string;
}

export interface CountrySelectorLabels {
  title: string;
  /** "Continue in {site}" for the suggested site. */
  continueIn: (site: string) => string;
  stayIn: (site: string) => string;
  search: string;
  noResults: string;
  close: string;
}

export const DEFAULT_COUNTRY_LABELS: CountrySelectorLabels = {
  title: 'Choose your country and language',
  continueIn: (site) => `Go to ${site}`,
  stayIn: (site) => `Stay in ${site}`,
  search: 'Search for your country',
  noResults: 'No country matches your search.',
  close: 'Close',
};

export interface CountrySelectorProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  sites: readonly SiteChoice[];
  currentSite: string;
  /** The remembered or detected site, offered first. */
  suggestedSite?: string;
  onSelect: (code: string) => void;
  /** Blocking when the current site serves several countries and a choice is required. */
  isBlocking?: boolean;
  labels?: Partial<CountrySelectorLabels>;
}

const siteName = (site: SiteChoice) => `${site.country} (${site.language})`;

/** The country and language chooser, with the suggested site one press away. */
export function CountrySelector({
  isOpen,
  onOpenChange,
  sites,
  currentSite,
  suggestedSite,
  onSelect,
  isBlocking = false,
  labels: overrides,
}: CountrySelectorProps) {
  const labels = { ...DEFAULT_COUNTRY_LABELS, ...overrides };
  const [query, setQuery] = useState('');
  const normalise = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const visible = sites.filter((site) =>
    normalise(siteName(site)).includes(normalise(query.trim())),
  );
  const suggested = sites.find((site) => site.code === suggestedSite && site.code !== currentSite);
  const current = sites.find((site) => site.code === currentSite);

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={labels.title}
      isDismissable={!isBlocking}
      closeLabel={labels.close}
      size="lg"
    >
      <div className={styles.body}>
        {suggested && (
          <div className={styles.suggestion}>
            <Button onPress={() => onSelect(suggested.code)}>
              {labels.continueIn(siteName(suggested))}
            </Button>
            {current && !isBlocking && (
              <Button variant="secondary" onPress={() => onSelect(current.code)}>
                {labels.stayIn(siteName(current))}
              </Button>
            )}
          </div>
        )}
        <TextField label={labels.search} type="search" value={query} onChange={setQuery} />
        {visible.length === 0 ? (
          <p className={styles.empty} role="status">
            {labels.noResults}
          </p>
        ) : (
          <ul className={styles.list}>
            {visible.map((site) => (
              <li key={site.code}>
                <button
                  type="button"
                  className={styles.site}
                  aria-current={site.code === currentSite ? 'true' : undefined}
                  lang={site.code.split('-')[1]}
                  onClick={() => onSelect(site.code)}
                >
                  {site.country}
                  <span className={styles.language}>{site.language}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
