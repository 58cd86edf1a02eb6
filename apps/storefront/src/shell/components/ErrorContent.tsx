import { ErrorPage, type ErrorPageContent } from '@atelier/ui';
import type { ErrorView } from '../error-view.js';

function contentOf(view: ErrorView): ErrorPageContent {
  return {
    labels: { title: view.title, description: view.description },
    bgColor: view.bgColor,
    textColor: view.textColor,
    titleAlign: view.titleAlign,
    links: view.links.map((link) => ({ label: link.text, href: link.href })),
    ...(view.image ? { image: view.image } : {}),
    ...(view.imageMobile ? { imageMobile: view.imageMobile } : {}),
  };
}

/** The not-found or server-error content (ui ErrorPage) inside the layout's main landmark. */
export function ErrorContent({ view, status }: { view: ErrorView; status: number }) {
  // The view's title is already the vertical's (error-view.ts picks suotTitle for the studio).
  return <ErrorPage status={status} content={contentOf(view)} as="div" />;
}
