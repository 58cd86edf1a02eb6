import type { PageContextClient } from 'vike/types';
import { fillShellLabels } from '../src/shell/browser/labels-file.js';

/** The layout's labels come from the site's labels file, not the page context (ADR 0018). */
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  await fillShellLabels(pageContext.shell);
}
