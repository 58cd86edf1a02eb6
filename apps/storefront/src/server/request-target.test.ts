import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { originForm } from './request-target.js';
import { pageKeyOfUrl } from '../shell/server/page-query.js';

describe('the request target as the cache sees it (issue 30)', () => {
  it('turns an absolute-form target into its path and query', () => {
    expect(originForm('http://evil.example/es-es/?page=2')).toBe('/es-es/?page=2');
    expect(originForm('HTTPS://shop.example:8443/es-es/c/3')).toBe('/es-es/c/3');
    expect(originForm('/es-es/')).toBe('/es-es/');
    expect(originForm('*')).toBe('*');
  });

  it('keeps the same cache key whatever host an absolute-form target names', () => {
    fc.assert(
      fc.property(
        fc.domain(),
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,10}$/), { maxLength: 4 }),
        fc.stringMatching(/^[a-z0-9=&]{0,12}$/),
        (host, segments, query) => {
          const origin = `/${segments.join('/')}${query ? `?${query}` : ''}`;
          expect(originForm(`http://${host}${origin}`)).toBe(origin);
        },
      ),
    );
  });

  it('drops order and page values no page can use from the cache key', () => {
    expect(pageKeyOfUrl('/es-es/c/3?order=lowestPrice&page=2')).toBe(
      '/es-es/c/3?page=2&order=lowestPrice',
    );
    expect(pageKeyOfUrl('/es-es/c/3?order=x1y2z3')).toBe('/es-es/c/3');
    expect(pageKeyOfUrl('/es-es/c/3?page=abc')).toBe('/es-es/c/3');
    expect(pageKeyOfUrl('/es-es/c/3?page=0')).toBe('/es-es/c/3');
  });
});
