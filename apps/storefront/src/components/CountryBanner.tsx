import { CountrySelector } from '@atelier/ui';
import { useEffect, useState } from 'react';
import type { SiteCode } from '@atelier/core-catalogue';
import { countryModalFor } from '../client/country-modal.js';
import { rememberedSite, rememberSite } from '../client/country-selection.js';
import {
  closeCountrySelector,
  openCountrySelector,
  useCountrySelectorOpen,
} from '../client/country-selector-store.js';
import { fillLabel } from '../client/labels.js';
import type { ShellView } from '../data/view-types.js';
import './CountryBanner.css';

/**
 * The country banner and selector: when the remembered site differs from this one, the banner
 * says where the shopper is and the selector opens, offering the remembered site first. On a
 * site with several countries the selector is blocking: a country must be chosen.
 */
export function CountryBanner({ shell }: { shell: ShellView }) {
  const isOpen = useCountrySelectorOpen();
  const [remembered, setRemembered] = useState<SiteCode | null>(null);
  const [blocking, setBlocking] = useState(false);
  const { site, labels } = shell;
  useEffect(() => {
    const saved = rememberedSite();
    const modal = countryModalFor(saved, site, shell.hasMultipleCountries, shell.platform);
    setRemembered(modal.show ? saved : null);
    setBlocking(modal.blocking);
    if (modal.show) openCountrySelector();
  }, [site, shell.hasMultipleCountries, shell.platform]);
  const nameOf = (code: string) => {
    const choice = shell.countrySites.find((c) => c.code === code);
    return choice ? `${choice.country} (${choice.language})` : code;
  };
  const select = (code: string) => {
    const chosen = shell.countrySites.find((c) => c.code === code)?.code;
    if (!chosen) return;
    rememberSite(chosen);
    setRemembered(null);
    setBlocking(false);
    closeCountrySelector();
    if (chosen !== site) window.location.assign(`/${chosen}/`);
  };
  return (
    <>
      {remembered && (
        <div className="sf-country-banner" role="region" aria-label={nameOf(site)}>
          <span>{fillLabel(labels, 'countryBanner', { site: nameOf(site) })}</span>
          <button type="button" onClick={openCountrySelector}>
            {fillLabel(labels, 'changeSite')}
          </button>
        </div>
      )}
      <CountrySelector
        isOpen={isOpen}
        onOpenChange={(open) => (open ? openCountrySelector() : closeCountrySelector())}
        sites={shell.countrySites}
        currentSite={site}
        {...(remembered ? { suggestedSite: remembered } : {})}
        onSelect={select}
        isBlocking={blocking}
        labels={{
          title: fillLabel(labels, 'countrySelectorTitle'),
          continueIn: (name) => fillLabel(labels, 'goToSite', { site: name }),
          stayIn: (name) => fillLabel(labels, 'stayInSite', { site: name }),
          search: fillLabel(labels, 'searchCountry'),
          noResults: fillLabel(labels, 'noCountryResults'),
          close: fillLabel(labels, 'close'),
        }}
      />
    </>
  );
}
