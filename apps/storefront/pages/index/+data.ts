import type { PageContextServer } from 'vike/types';
import { loadLanguageSelection } from '../../src/shell/server/language-selection.js';

export const data = (pageContext: PageContextServer) =>
  loadLanguageSelection(pageContext.headers?.['accept-language'], pageContext.urlParsed.search);
export type Data = Awaited<ReturnType<typeof data>>;
