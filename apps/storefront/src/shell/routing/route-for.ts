import { matchRoute, type RouteName } from '@atelier/core-catalogue';

/**
 * A Vike route function over core-catalogue's route table, so each route is written once:
 * the page claims the route names it renders and receives matchRoute's params (plus
 * `route`, the name). Route names are exclusive, so no precedence is ever needed.
 */
// Vike asks every page's route function about each URL (20 pages): match once per URL, not
// per page. The key is `urlOriginal`, a plain property: `urlPathname` is a getter that parses
// the URL on every read (through Vike's page-context proxy), which twenty reads a request made
// 2-3% of an uncached render's CPU (issue 21). The pathname is a function of the URL, so the
// cached match is the one `urlPathname` would give.
let last: { url: string; match: ReturnType<typeof matchRoute> } | null = null;
function matchOnce(pageContext: RouteInput): ReturnType<typeof matchRoute> {
  const url = pageContext.urlOriginal ?? pageContext.urlPathname;
  if (last?.url !== url) last = { url, match: matchRoute(pageContext.urlPathname) };
  return last.match;
}

export interface RouteInput {
  /** The URL as requested (absent in some unit tests, which then key by the pathname). */
  urlOriginal?: string;
  urlPathname: string;
}

export function routeFor(names: readonly RouteName[]) {
  const claimed = new Set<RouteName>(names);
  return (pageContext: RouteInput): false | { routeParams: Record<string, string> } => {
    const match = matchOnce(pageContext);
    if (!match || !claimed.has(match.name)) return false;
    return { routeParams: { ...match.params, route: match.name } };
  };
}
