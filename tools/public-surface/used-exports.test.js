import { describe, expect, it } from 'vitest';
import { namesUsed } from './used-exports.js';

const used = (text) => {
  const result = namesUsed('file.ts', text, '@atelier/core-x');
  return { used: [...result.used].sort(), unresolved: result.unresolved };
};

describe('namesUsed', () => {
  it('reads named imports and re-exports by their exported name, types included', () => {
    expect(
      used(`
        import { a, b as local, type C } from '@atelier/core-x';
        import type { D } from '@atelier/core-x';
        export { e, f as g } from '@atelier/core-x';
        import { z } from '@atelier/core-y';
      `),
    ).toEqual({ used: ['C', 'D', 'a', 'b', 'e', 'f'], unresolved: [] });
  });

  it('follows a namespace import and dynamic imports to the names they reach', () => {
    expect(
      used(`
        import * as api from '@atelier/core-x';
        api.one(); let t: api.Two;
        const { three, four: renamed } = await import('@atelier/core-x');
        const five = (await import('@atelier/core-x')).five;
        type Six = import('@atelier/core-x').Six;
      `),
    ).toEqual({ used: ['Six', 'Two', 'five', 'four', 'one', 'three'], unresolved: [] });
  });

  it('says what it cannot resolve instead of guessing', () => {
    const result = used(`
      import * as api from '@atelier/core-x';
      export * from '@atelier/core-x';
      const key = 'x'; api[key];
    `);
    expect(result.unresolved).toEqual(['export * re-export', 'api[...]']);
  });
});
