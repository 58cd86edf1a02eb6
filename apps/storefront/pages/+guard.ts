import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

/**
 * docs/product/shell.md §2.1: a start-up failure shows the error page (the server-error content,
 * 503 so caches and crawlers retry), not a page without its site's settings.
 */
export default function guard(pageContext: Pick<PageContextServer, 'startupFailed'>): void {
  if (pageContext.startupFailed) throw render(503, 'Start-up loads failed');
}
