import type { ErrorPage } from '@atelier/adapters-cms';
import type { SiteCode } from '@atelier/core-catalogue';
import type { Services } from './server/services.js';

export interface ErrorView {
  title: string;
  description: string;
  bgColor: string;
  textColor: string;
  titleAlign: 'left' | 'center' | 'right';
  image: { src: string; alt: string } | null;
  imageMobile: { src: string; alt: string } | null;
  links: { text: string; href: string }[];
}

function toView(page: ErrorPage, vertical: 'main' | 'suot'): ErrorView {
  return {
    title: vertical === 'suot' ? page.labels.suotTitle : page.labels.title,
    description: page.labels.description,
    bgColor: page.bgColor,
    textColor: page.textColor,
    titleAlign: page.titleAlign,
    image: page.image,
    imageMobile: page.imageMobile,
    links: page.links.map((link) => ({ text: link.text, href: link.url })),
  };
}

const FALLBACK: Record<'notFound' | 'serverError', ErrorView> = {
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
    bgColor: '#f6f1eb',
    textColor: '#1d1b18',
    titleAlign: 'center',
    image: null,
    imageMobile: null,
    links: [{ text: 'Home', href: '/' }],
  },
  serverError: {
    title: 'Something went wrong',
    description: 'Please try again in a moment.',
    bgColor: '#f6f1eb',
    textColor: '#1d1b18',
    titleAlign: 'center',
    image: null,
    imageMobile: null,
    links: [{ text: 'Home', href: '/' }],
  },
};

/** Both error contents of a site; the built-in texts when the content system fails too. */
export async function loadErrorViews(
  services: Services,
  site: SiteCode,
  vertical: 'main' | 'suot',
): Promise<{ notFound: ErrorView; serverError: ErrorView }> {
  const [notFound, serverError] = await Promise.all([
    services.content
      .errorPage(site, 'notFound')
      .then((p) => toView(p, vertical))
      .catch(() => FALLBACK.notFound),
    services.content
      .errorPage(site, 'serverError')
      .then((p) => toView(p, vertical))
      .catch(() => FALLBACK.serverError),
  ]);
  return { notFound, serverError };
}

export const FALLBACK_ERROR_VIEWS = FALLBACK;
