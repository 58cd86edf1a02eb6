import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

// patches/@brillout+json-serializer+0.5.27.patch (applied by `npm install`'s postinstall)
// gives the serializer Vike writes the page context with a path without its replacer for
// values made only of JSON's own types (ADR 0067). These tests hold it to the original: the
// same options plus a user replacer that replaces nothing take the original path, so the two
// texts must be equal for any value, plain or not.
const vikeRequire = createRequire(createRequire(import.meta.url).resolve('vike/server'));
/** The serializer Vike itself loads (`stringify` or `parse`), resolved from Vike's folder. */
const load = async <T>(entry: 'stringify' | 'parse'): Promise<T> =>
  (await import(
    pathToFileURL(vikeRequire.resolve(`@brillout/json-serializer/${entry}`)).href
  )) as T;

type Options = {
  forbidReactElements?: boolean;
  space?: number;
  htmlScriptSafe?: { escapeScripts: boolean; escapeURLs: boolean };
  replacer?: () => undefined;
};
const { stringify } = await load<{ stringify: (value: unknown, options?: Options) => string }>(
  'stringify',
);
const { parse } = await load<{ parse: (text: string) => unknown }>('parse');

/** Vike's options for the page context in the HTML (serializeContext.js). */
const VIKE = {
  forbidReactElements: true,
  htmlScriptSafe: { escapeScripts: true, escapeURLs: true },
};
const original = (value: unknown, options: Options = VIKE) =>
  stringify(value, { ...options, replacer: () => undefined });

/** Strings the serializer escapes or tags, and text a script tag must not end on. */
const awkward = fc.oneof(
  fc.string(),
  fc.constantFrom('!', '!undefined', '!Date:2026-01-01', '</script>', '<!--', 'a/b', '\u2028'),
  fc.string().map((s) => `!${s}`),
);
const plain = fc.jsonValue() as fc.Arbitrary<unknown>;
/** Values with JSON types and the ones only the serializer knows, nested anywhere. */
const mixed = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    awkward,
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date({ noInvalidDate: true }),
    fc.bigInt(),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 5 }),
})).value;

describe('the patched page-context serializer', () => {
  it('writes plain JSON exactly as the original did, and reads it back', () => {
    fc.assert(
      fc.property(plain, (value) => {
        const text = stringify(value, VIKE);
        expect(text).toBe(original(value));
        // What JSON itself gives back (it has no -0: both sides read 0).
        expect(parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('writes values with undefined, dates, big integers, NaN and "!" strings as the original did', () => {
    fc.assert(
      fc.property(mixed, (value) => {
        expect(stringify(value, VIKE)).toBe(original(value));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the escapes: a "!" string, undefined in an array, a hole, NaN, -0, indentation', () => {
    const value = { a: '!x', b: [undefined, 1], c: -0, d: '</script>', e: null };
    const numbers = { n: NaN, i: Infinity, j: [-Infinity] };
    expect(stringify(numbers, VIKE)).toBe(original(numbers));
    expect(parse(stringify(numbers, VIKE))).toEqual(numbers);
    expect(stringify(value, VIKE)).toBe(original(value));
    expect(parse(stringify(value, VIKE))).toEqual({ ...value, c: 0 });
    const holes: unknown[] = [1];
    holes[2] = 3;
    expect(stringify(holes, VIKE)).toBe(original(holes));
    expect(stringify({ a: [1, { b: 2 }] }, { space: 2 })).toBe(
      original({ a: [1, { b: 2 }] }, { space: 2 }),
    );
  });

  it('still refuses functions and cycles, naming where a function is', () => {
    expect(() => stringify({ data: { onClick: () => {} } }, VIKE)).toThrow(/data\.onClick/);
    expect(() => stringify({ data: { when: { toJSON: () => 'now' } } }, VIKE)).toThrow(/toJSON/);
    const cycle: Record<string, unknown> = { a: 1 };
    cycle['self'] = { back: cycle };
    expect(() => stringify(cycle, VIKE)).toThrow();
  });

  it('takes objects of other prototypes, React elements, maps and sets through the original path', () => {
    class Point {
      constructor(readonly x: number) {}
    }
    const values = [
      { at: new Point(1) },
      // Its $$typeof is a symbol; the original's element check knows React 18's symbol only.
      { view: createElement('p') },
      Object.assign(Object.create(null) as object, { a: 1 }),
      new Map([['a', 1]]),
      new Set([1]),
    ];
    for (const value of values) expect(stringify(value, VIKE)).toBe(original(value));
  });
});
