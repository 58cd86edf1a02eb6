import { siteInfo, type SiteCode } from '@atelier/core-catalogue';
import { brandOf } from './shell.js';
import { seo } from '../seo.js';
import type { Services } from './services.js';
import type { OfflineData } from '../page-views.js';

/** The vertical's offline content (Spanish title and text, the brand's social profile). */
export async function loadOffline(services: Services, site: SiteCode): Promise<OfflineData> {
  const page = await services.content.errorPage(site, 'offline');
  const vertical = siteInfo(site).vertical;
  const title = vertical === 'suot' ? page.labels.suotTitle : page.labels.title;
  const link = page.links[0];
  return {
    brand: brandOf(vertical),
    title,
    text: page.labels.description,
    social: link ? { label: link.text, href: link.url } : null,
    // Never indexed: it stands in for pages that could not be reached.
    seo: seo({ title, noIndex: true, canonicalPath: null }),
  };
}
