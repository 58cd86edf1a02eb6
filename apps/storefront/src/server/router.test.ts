import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  ANY_METHOD,
  dispatch,
  EVERY_PATH,
  NEXT,
  pathMatches,
  POST,
  READS,
  row,
  WRITES,
  type Exchange,
} from './router.js';

function exchange(method: string, pathname: string): Exchange {
  return {
    req: { method } as IncomingMessage,
    res: {} as ServerResponse,
    url: pathname,
    pathname,
  };
}

describe('the route table (ADR 0032)', () => {
  it('matches a path exactly, a prefix ending in a slash, or a predicate', () => {
    expect(pathMatches('/health', '/health')).toBe(true);
    expect(pathMatches('/health', '/health/')).toBe(false);
    expect(pathMatches('/media/', '/media/x.svg')).toBe(true);
    expect(pathMatches('/media/', '/media')).toBe(false);
    expect(pathMatches((p) => p.length > 3, '/abcd')).toBe(true);
  });

  it('runs the first row whose methods and path match', async () => {
    const seen: string[] = [];
    const routes = [
      row(POST, '/api/', () => void seen.push('post api')),
      row(READS, '/api/', () => void seen.push('read api')),
      row(ANY_METHOD, EVERY_PATH, () => void seen.push('anything')),
    ];
    await dispatch(routes, exchange('GET', '/api/x'));
    await dispatch(routes, exchange('HEAD', '/api/x'));
    await dispatch(routes, exchange('POST', '/api/x'));
    await dispatch(routes, exchange('DELETE', '/api/x'));
    expect(seen).toEqual(['read api', 'read api', 'post api', 'anything']);
  });

  it('goes on to the next matching row when a handler passes, and says when none answered', async () => {
    const seen: string[] = [];
    const routes = [
      row(READS, EVERY_PATH, () => {
        seen.push('files');
        return NEXT;
      }),
      row(WRITES, EVERY_PATH, () => void seen.push('405')),
      row(READS, '/p/', async () => void seen.push('page')),
    ];
    expect(await dispatch(routes, exchange('GET', '/p/1'))).toBe(true);
    expect(seen).toEqual(['files', 'page']);
    expect(await dispatch(routes, exchange('GET', '/other'))).toBe(false);
    expect(seen).toEqual(['files', 'page', 'files']);
  });
});
