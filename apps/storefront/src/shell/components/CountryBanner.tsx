import { lazy, Suspense, useEffect, useState } from 'react';
import type { SiteCode } from '@atelier/core-catalogue';
import { countryModalFor } from '../browser/country-modal.js';
import { rememberedSite, rememberSite } from '../browser/country-selection.js';
import {
  closeCountrySelector,
  openCountrySelector,
  useCountrySelectorOpen,
} from '../browser/country-selector-store.js';
import { fillLabel } from '../browser/labels.js';
import type { ShellView } from '../view-types.js';
// CountryBanner.css is part of the frame stylesheet (src/shell/components/frame.css), not imported here.

// Only shoppers who change country (or arrive from another one) need the dialog's code.
const CountrySelectorDialog = lazy(() => import('./CountrySelectorDialog.js'));

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
      {isOpen && (
        <Suspense fallback={null}>
          <CountrySelectorDialog
            shell={shell}
            suggestedSite={remembered}
            blocking={blocking}
            onClose={closeCountrySelector}
            onSelect={select}
          />
        </Suspense>
      )}
    </>
  );
}
