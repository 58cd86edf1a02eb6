import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

// patches/vike+0.4.266.patch (applied by `npm install`'s postinstall, patch-package) changes
// how Vike's server finds where to inject its tags, how often it sweeps its infinite-loop
// trackers and how it copies page-context properties, for CPU only (ADR 0018, ADR 0027). These
// tests hold the patched code to Vike's original behaviour: the original split/join and
// defineProperties are written out here as the reference.
const vikeDist = dirname(createRequire(import.meta.url).resolve('vike/server'));
const distRoot = vikeDist.slice(0, vikeDist.lastIndexOf('/dist/') + '/dist/'.length);
const load = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(join(distRoot, path)).href)) as T;

type Inject = (tag: string, html: string, fragment: string) => string;
const { injectAtOpeningTag, injectAtClosingTag, createHtmlHeadIfMissing } = await load<{
  injectAtOpeningTag: Inject;
  injectAtClosingTag: Inject;
  createHtmlHeadIfMissing: (html: string) => string;
}>('server/runtime/renderPageServer/html/injectAssets/injectHtmlTags.js');
const { objectAssign } = await load<{
  objectAssign: (obj: object, addendum: object, canBeOriginal?: boolean) => void;
}>('utils/objectAssign.js');
const { catchInfiniteLoop } = await load<{ catchInfiniteLoop: (name: string) => void }>(
  'utils/catchInfiniteLoop.js',
);

/** Vike 0.4.266's own injectBreakLines, unpatched. */
function breakLines(fragment: string, before: string, after: string): string {
  const currentLineBefore = before.split('\n').slice(-1)[0]!;
  let paddingParent = currentLineBefore.match(/\s*$/)![0];
  const isBlankLine = !!paddingParent;
  if (!paddingParent) paddingParent = currentLineBefore.match(/^\s*/)![0];
  if (!paddingParent) return fragment;
  const whitespaceExtra = '  ';
  const padding = `\n${paddingParent}${whitespaceExtra}`;
  const tagRE = /<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1>|<[^/][^>]*>/gi;
  fragment = fragment.replace(tagRE, (match) => `${padding}${match}`);
  if (isBlankLine) fragment = whitespaceExtra + fragment.slice(padding.length);
  if (after.split('\n')[0]!.trim().length > 0) fragment += '\n' + paddingParent;
  return fragment;
}

/** Vike 0.4.266's split/join placement, unpatched. */
function reference(position: 'opening' | 'closing', tag: string, html: string, fragment: string) {
  const re =
    position === 'opening' ? new RegExp(`<${tag}(>| [^>]*>)`, 'i') : new RegExp(`</${tag}>`, 'i');
  const instance = html.match(re)![0];
  const parts = html.split(instance);
  const before = position === 'opening' ? parts[0]! + instance : parts.slice(0, -1).join(instance);
  const after = position === 'opening' ? parts.slice(1).join(instance) : instance + parts.at(-1)!;
  return before + breakLines(fragment, before, after) + after;
}

const text = fc.stringMatching(/^[a-z <>/="\n\t ]{0,40}$/);
const documents = fc
  .tuple(text, text, text, text, fc.constantFrom('', '\n', '\n  ', '  '), fc.boolean())
  .map(([a, b, c, d, indent, twice]) => {
    const body = `<body>${indent}${b}${twice ? `</body>${c}<body>` : ''}${c}${indent}</body>`;
    return `<!DOCTYPE html>\n<html>${indent}<head>${a}${indent}</head>${indent}${body}${d}</html>`;
  });
const fragments = fc.constantFrom(
  '<link rel="modulepreload" href="/a.js">',
  '<script id="vike_pageContext" type="application/json">{"a":"<div>"}</script>\n<script src="/e.js" type="module" async></script>',
  '<style>p{}</style><meta name="x" content="y">',
);

describe("Vike's patched server runtime", () => {
  it('injects at the first <head> exactly where the original split/join did', () => {
    fc.assert(
      fc.property(documents, fragments, (html, fragment) => {
        expect(injectAtOpeningTag('head', html, fragment)).toBe(
          reference('opening', 'head', html, fragment),
        );
      }),
    );
  });

  it('injects before the last </body> exactly where the original split/join did', () => {
    fc.assert(
      fc.property(documents, fragments, (html, fragment) => {
        expect(injectAtClosingTag('body', html, fragment)).toBe(
          reference('closing', 'body', html, fragment),
        );
      }),
    );
  });

  it('leaves a document with a head as it is, and still adds a missing head', () => {
    fc.assert(
      fc.property(documents, (html) => {
        expect(createHtmlHeadIfMissing(html)).toBe(html);
      }),
    );
    // Tags in another case or with attributes are still found by the original expressions.
    for (const html of [
      '<html><HEAD></HEAD><body></body></html>',
      '<html><head lang="x"></head></html>',
    ])
      expect(createHtmlHeadIfMissing(html)).toBe(html);
    expect(createHtmlHeadIfMissing('<html><body>x</body></html>')).toMatch(
      /^<html>\s*<head><\/head>\s*<body>x<\/body><\/html>$/,
    );
  });

  it('assigns page-context properties with the descriptors the original defineProperties gave', () => {
    // Few names, so the two sides meet on the same one, and mostly plain data properties
    // (the assigned case) beside ones with other attributes and getters.
    const key = fc.constantFrom('a', 'b', '__proto__', 'toString');
    const value = fc.oneof(fc.integer(), fc.string(), fc.constant(undefined));
    const descriptor = fc.oneof(
      {
        weight: 3,
        arbitrary: value.map((v) => ({
          value: v,
          writable: true,
          enumerable: true,
          configurable: true,
        })),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          value,
          writable: fc.boolean(),
          enumerable: fc.boolean(),
          configurable: fc.boolean(),
        }),
      },
      {
        weight: 1,
        arbitrary: fc
          .record({ enumerable: fc.boolean(), configurable: fc.boolean() })
          .map((flags) => ({ ...flags, get: () => 'computed' })),
      },
    );
    const object = fc.array(fc.tuple(key, descriptor), { maxLength: 6 });
    const build = (entries: [string, PropertyDescriptor][]) => {
      const built = {};
      for (const [name, d] of entries) {
        const existing = Object.getOwnPropertyDescriptor(built, name);
        if (!existing || existing.configurable) Object.defineProperty(built, name, d);
      }
      return built;
    };
    const described = (o: object) =>
      Reflect.ownKeys(o).map((k) => [k, Object.getOwnPropertyDescriptor(o, k)]);
    fc.assert(
      fc.property(object, object, fc.boolean(), (target, addendum, sealed) => {
        const patched = build(target);
        const original = build(target);
        if (sealed) [patched, original].forEach((o) => Object.preventExtensions(o));
        const from = build(addendum);
        let patchedError: unknown = null;
        let originalError: unknown = null;
        try {
          objectAssign(patched, from, true);
        } catch (error) {
          patchedError = error;
        }
        try {
          Object.defineProperties(original, Object.getOwnPropertyDescriptors(from));
        } catch (error) {
          originalError = error;
        }
        expect(patchedError === null).toBe(originalError === null);
        // A failed definition may leave either partly applied; a success leaves them equal.
        if (originalError === null) {
          expect(described(patched)).toEqual(described(original));
          expect(Object.getPrototypeOf(patched)).toBe(Object.getPrototypeOf(original));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('still stops a loop at its 100th call within 5 s, with thousands of other trackers', () => {
    // The server keys one tracker per request: thousands of them must not hide a real loop.
    for (let i = 0; i < 5_000; i += 1) catchInfiniteLoop(`[request ${i}] render()`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loop = () => catchInfiniteLoop('[request loop] render()');
    for (let i = 0; i < 99; i += 1) loop();
    // Vike warns at half the limit, then throws past it.
    expect(warn.mock.calls.flat().join(' ')).toMatch(/called 50 times within 5 seconds/);
    expect(loop).toThrow(/called 100 times within 5 seconds/);
    warn.mockRestore();
  });
});
