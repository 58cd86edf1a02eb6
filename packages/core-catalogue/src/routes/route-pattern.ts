/** One compiled segment of a route pattern (see route-table.ts for the syntax). */
export type PatternToken =
  | { kind: 'literal'; value: string }
  | { kind: 'param'; name: string; arity: 'one' | 'optional' | 'many' | 'some' };

const ARITY_BY_SUFFIX = { '?': 'optional', '*': 'many', '+': 'some' } as const;

export function compilePattern(pattern: string): PatternToken[] {
  if (pattern === '') return [];
  return pattern.split('/').map((segment): PatternToken => {
    if (!segment.startsWith(':')) return { kind: 'literal', value: segment };
    const suffix = segment.at(-1);
    if (suffix === '?' || suffix === '*' || suffix === '+') {
      return { kind: 'param', name: segment.slice(1, -1), arity: ARITY_BY_SUFFIX[suffix] };
    }
    return { kind: 'param', name: segment.slice(1), arity: 'one' };
  });
}

/**
 * Matches decoded segments against tokens with backtracking; optional and repeated
 * params take as little as they can, so the earliest literal after them wins.
 */
export function matchTokens(
  tokens: readonly PatternToken[],
  segments: readonly string[],
): Record<string, string> | null {
  return step(0, 0, {});

  function step(
    t: number,
    s: number,
    params: Record<string, string>,
  ): Record<string, string> | null {
    const token = tokens[t];
    if (!token) return s === segments.length ? params : null;
    if (token.kind === 'literal') {
      return segments[s] === token.value ? step(t + 1, s + 1, params) : null;
    }
    const [min, max] = spanOf(token.arity, segments.length - s);
    for (let take = min; take <= max; take += 1) {
      const next =
        take === 0 ? params : { ...params, [token.name]: segments.slice(s, s + take).join('/') };
      const result = step(t + 1, s + take, next);
      if (result) return result;
    }
    return null;
  }
}

function spanOf(
  arity: 'one' | 'optional' | 'many' | 'some',
  remaining: number,
): readonly [number, number] {
  switch (arity) {
    case 'one':
      return [1, Math.min(1, remaining)];
    case 'optional':
      return [0, Math.min(1, remaining)];
    case 'many':
      return [0, remaining];
    case 'some':
      return [1, remaining];
  }
}

export function paramNames(tokens: readonly PatternToken[]): string[] {
  return tokens.flatMap((token) => (token.kind === 'param' ? [token.name] : []));
}
