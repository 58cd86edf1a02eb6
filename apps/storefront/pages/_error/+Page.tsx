import { usePageContext } from 'vike-react/usePageContext';
import { ErrorContent } from '../../src/shell/components/ErrorContent.js';
import { FALLBACK_ERROR_VIEWS } from '../../src/shell/error-view.js';

/**
 * docs/product/shell.md §2.1: 404 and 410 show the not-found content (with header and footer, from
 * the default layout), any other status the server-error content.
 */
export default function Page() {
  const pageContext = usePageContext();
  const status = pageContext.abortStatusCode ?? (pageContext.is404 ? 404 : 500);
  const notFound = status === 404 || status === 410;
  const views = pageContext.errorViews ?? FALLBACK_ERROR_VIEWS;
  return (
    <ErrorContent
      view={notFound ? views.notFound : views.serverError}
      status={typeof status === 'number' ? status : 500}
    />
  );
}
