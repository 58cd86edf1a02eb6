import type { PageContextClient } from 'vike/types';
import { fillShellLabels } from '../src/client/labels-file.js';

/** The layout's labels come from the site's labels file, not the page context (ADR 0018). */
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  await fillShellLabels(pageContext.shell);
}
