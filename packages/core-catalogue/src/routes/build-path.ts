import { isSiteCode } from '../sites/site-codes.js';
import { matchRoute } from './match-route.js';
import { compilePattern, paramNames } from './route-pattern.js';
import { routeDefinition, type RouteName } from './route-table.js';

/**
 * The canonical path of a route. Throws when a required param is missing, when `lang`
 * is not a site code, or when the params would read back as another route or other
 * params (a landing slug of 'cart', a product slug of 'p'), so every path it returns
 * matches back to exactly `name` and `params`.
 */
export function buildPath(name: RouteName, params: Record<string, string>): string {
  const route = routeDefinition(name);
  const tokens = compilePattern(route.patterns[0] ?? '');
  const segments: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'literal') {
      segments.push(token.value);
      continue;
    }
    const value = params[token.name];
    const present = value !== undefined && value !== '';
    if (!present) {
      if (token.arity === 'one' || token.arity === 'some') {
        throw new Error(`Route ${name} needs the param ${token.name}`);
      }
      continue;
    }
    if (token.name === 'lang' && !isSiteCode(value)) {
      throw new Error(`Route ${name}: ${value} is not a site code`);
    }
    const parts = token.arity === 'many' || token.arity === 'some' ? value.split('/') : [value];
    segments.push(...parts.map((part) => encodeURIComponent(part)));
  }
  const joined = `/${segments.join('/')}`;
  const path = route.trailingSlash === 'add' && joined !== '/' ? `${joined}/` : joined;
  assertRoundTrip(name, params, paramNames(tokens), path);
  return path;
}

function assertRoundTrip(
  name: RouteName,
  params: Record<string, string>,
  names: readonly string[],
  path: string,
): void {
  const match = matchRoute(path);
  const expected = names.filter((key) => params[key] !== undefined && params[key] !== '');
  const same =
    match !== null &&
    match.name === name &&
    Object.keys(match.params).length === expected.length &&
    expected.every((key) => match.params[key] === params[key]);
  if (!same) throw new Error(`Route ${name}: these params do not make a path of their own`);
}
