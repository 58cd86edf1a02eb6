import { Button, Footer as SiteFooter } from '@atelier/ui';
import { OPEN_COOKIE_SETTINGS } from '../consent.js';
import { openCountrySelector } from '../browser/country-selector-store.js';
import { fillLabel } from '../browser/labels.js';
import type { ShellView } from '../view-types.js';
import { NewsletterForm } from './NewsletterForm.js';

/** The site footer (ui Footer): service menus and footer columns, newsletter, social, country. */
export function Footer({ shell }: { shell: ShellView }) {
  const columns = [...shell.menus.slice(1), ...shell.footerColumns].map((column) => ({
    title: column.title,
    links: column.items.map((item) => ({ label: item.text, href: item.href })),
  }));
  const current = shell.countrySites.find((choice) => choice.code === shell.site);
  const siteName = current ? `${current.country} (${current.language})` : shell.site;
  return (
    <SiteFooter
      columns={columns}
      newsletter={<NewsletterForm shell={shell} />}
      social={shell.social}
      countryLabel={fillLabel(shell.labels, 'changeCountry', { site: siteName })}
      onChangeCountry={openCountrySelector}
      legal={
        <>
          {shell.legal}{' '}
          <Button
            variant="link"
            onPress={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS))}
            data-testid="cookie-settings"
          >
            {fillLabel(shell.labels, 'cookieSettings')}
          </Button>
        </>
      }
      label={fillLabel(shell.labels, 'footerNavigation')}
    />
  );
}
