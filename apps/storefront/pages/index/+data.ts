import type { PageContextServer } from 'vike/types';
import { loadLanguageSelection } from '../../src/shell/server/language-selection.js';
import { siteCountryNames } from '../../src/shell/server/site-country-names.js';

export const data = async (pageContext: PageContextServer) =>
  loadLanguageSelection(
    pageContext.headers?.['accept-language'],
    pageContext.urlParsed.search,
    await siteCountryNames(pageContext.services),
  );
export type Data = Awaited<ReturnType<typeof data>>;
