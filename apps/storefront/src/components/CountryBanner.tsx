import { useEffect, useState } from 'react';
import { rememberedSite } from '../client/country-selection.js';

/** Spec 1: when the remembered site differs from this one, offer to go back to it. */
export function CountryBanner({ site }: { site: string }) {
  const [remembered, setRemembered] = useState<string | null>(null);
  useEffect(() => {
    const saved = rememberedSite();
    setRemembered(saved && saved !== site ? saved : null);
  }, [site]);
  if (!remembered) return null;
  return (
    <div className="sf-country-banner" role="region" aria-label="Country">
      <div className="sf-container">
        <span>
          {site.toUpperCase()} ≠ {remembered.toUpperCase()}
        </span>
        <a href={`/${remembered}/`}>
          {remembered.toUpperCase()} <span className="sf-flip">→</span>
        </a>
        <a href="/">🌐</a>
      </div>
    </div>
  );
}
