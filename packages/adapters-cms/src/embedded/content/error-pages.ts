import { verticalOf, type SiteCode } from '@atelier/core-catalogue';
import type { SeedItem } from '../seed-item.js';
import { jewelleryImage } from './catalogue-refs.js';
import type { ContentLanguage } from './languages.js';
import { uiLabel } from './ui-labels.js';

/** Not-found, server-error and offline pages for the site's vertical. */
export function errorPageItems(site: SiteCode, language: ContentLanguage): SeedItem[] {
  const vertical = verticalOf(site);
  const label = (key: string) => uiLabel(key, language);
  const home = [{ text: label('backHome'), url: `/${site}/` }];
  const page = (
    collection: string,
    key: 'notFound' | 'serverError' | 'offline',
    title: string,
    description: string,
    links: { text: string; url: string }[],
  ): SeedItem => ({
    collection,
    key: `${key}-${vertical}`,
    content: {
      key,
      vertical,
      bgColor: vertical === 'suot' ? '#111111' : '#f6f1eb',
      textColor: vertical === 'suot' ? '#ffffff' : '#222222',
      iconSrc: `/media/icons/${key}.svg`,
      labels: { title, suotTitle: title, description },
      titleAlign: 'center',
      links,
      image: { src: jewelleryImage('earrings', 'silver', 'none', key), alt: '' },
      imageMobile: { src: jewelleryImage('earrings', 'silver', 'none', `${key}-mobile`), alt: '' },
      noIndex: true,
    },
  });
  const social =
    vertical === 'suot'
      ? 'https://instagram.example/atelier.studio'
      : 'https://instagram.example/atelier';
  return [
    page(
      'not_found_error_page',
      'notFound',
      label('notFoundTitle'),
      label('notFoundDescription'),
      home,
    ),
    page(
      'unexpected_error_page',
      'serverError',
      label('serverErrorTitle'),
      label('serverErrorDescription'),
      home,
    ),
    // The offline page is cached by the service worker and always in Spanish
    // (docs/product/shell.md §2.3).
    page(
      'offline_error_page',
      'offline',
      'Sin conexión',
      'Parece que no tienes conexión. Mientras vuelve, síguenos en nuestras redes.',
      [{ text: 'Instagram', url: social }],
    ),
  ];
}
