import { COUNTRY_SELECTION_COOKIE_DAYS } from '@atelier/core-catalogue';
import { useData } from 'vike-react/useData';
import { writeCookie } from '../browser/cookies.js';
import type { LanguageSelectionData } from '../page-views.js';

/** Saving the choice makes the next visit to `/` go straight to this site. */
function remember(selection: string): void {
  writeCookie('countrySelection', selection, COUNTRY_SELECTION_COOKIE_DAYS);
}

export function LanguageSelectionPage() {
  const data = useData<LanguageSelectionData>();
  return (
    <div className="sf-picker">
      <p className="sf-logo" style={{ textAlign: 'center', marginBlockEnd: 24 }}>
        ATELIER
      </p>
      <h1 className="sf-h1" style={{ textAlign: 'center' }}>
        Choose your country
      </h1>
      <ul>
        {data.sites.map((choice) => (
          <li key={choice.site}>
            <a
              href={`/${choice.site}/`}
              hrefLang={choice.hreflang}
              data-site={choice.site}
              data-suggested={choice.suggested}
              onClick={() => remember(choice.selection)}
            >
              <span>{choice.country}</span>
              <span className="sf-muted">{choice.language}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
