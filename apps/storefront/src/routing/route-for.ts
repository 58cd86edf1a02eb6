import { matchRoute, type RouteName } from '@atelier/core-catalogue';

/**
 * A Vike route function over core-catalogue's route table, so each route is written once:
 * the page claims the route names it renders and receives matchRoute's params (plus
 * `route`, the name). Route names are exclusive, so no precedence is ever needed.
 */
// Vike asks every page's route function about each URL: match once per path, not per page.
let last: { path: string; match: ReturnType<typeof matchRoute> } | null = null;
function matchOnce(path: string): ReturnType<typeof matchRoute> {
  if (last?.path !== path) last = { path, match: matchRoute(path) };
  return last.match;
}

export function routeFor(names: readonly RouteName[]) {
  const claimed = new Set<RouteName>(names);
  return (pageContext: {
    urlPathname: string;
  }): false | { routeParams: Record<string, string> } => {
    const match = matchOnce(pageContext.urlPathname);
    if (!match || !claimed.has(match.name)) return false;
    return { routeParams: { ...match.params, route: match.name } };
  };
}
