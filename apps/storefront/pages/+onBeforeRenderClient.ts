import type { PageContextClient } from 'vike/types';
import { setCommerceDialect } from '../src/shell/browser/commerce-dialect.js';
import { fillShellLabels } from '../src/shell/browser/labels-file.js';

/** The layout's labels come from the site's labels file, not the page context (ADR 0018). */
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  // The back-end's OCC dialect, before any browser OCC client is made (ADR 0035).
  setCommerceDialect(pageContext.shell?.commerceDialect);
  await fillShellLabels(pageContext.shell);
}
