import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pictureUrls, thumbnailOf, type OccImage } from '../../src/occ/schemas/occ-images.js';
import { collectListProblems, tolerantList } from '../../src/occ/schemas/tolerant-list.js';

const item = z.looseObject({ code: z.string().min(1), quantity: z.number().int() });
const good = fc.record({ code: fc.string({ minLength: 1 }), quantity: fc.integer() });
const bad = fc.oneof(
  fc.record({ code: fc.constant(''), quantity: fc.integer() }),
  fc.record({ code: fc.string({ minLength: 1 }), quantity: fc.string() }),
  fc.constant(null),
  fc.integer(),
);

describe('tolerantList (ADR 0035)', () => {
  it('keeps every readable item in order and reports each other one by its index', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), good, bad)), (draws) => {
        const raws = draws.map(([keep, ok, ko]) => (keep ? ok : ko));
        const { result, problems } = collectListProblems(() =>
          tolerantList('items', item).parse(raws),
        );
        expect(result).toEqual(draws.filter(([keep]) => keep).map(([, ok]) => ok));
        expect(problems.map((problem) => problem.index)).toEqual(
          draws.flatMap(([keep], index) => (keep ? [] : [index])),
        );
        expect(problems.every((problem) => problem.list === 'items')).toBe(true);
        expect(problems.every((problem) => problem.reasons.length > 0)).toBe(true);
      }),
    );
  });

  it('names a dropped item by its code when it has one', () => {
    const { problems } = collectListProblems(() =>
      tolerantList('items', item).parse([{ code: 'A1', quantity: 'two' }]),
    );
    expect(problems).toEqual([
      { list: 'items', index: 0, id: 'A1', reasons: [expect.stringMatching(/^quantity: /)] },
    ]);
  });

  it('still refuses an answer whose list is not a list', () => {
    expect(tolerantList('items', item).safeParse({ 0: { code: 'A' } }).success).toBe(false);
  });

  it('reports only to the parse under way: nested collections keep their own problems', () => {
    const outer = collectListProblems(() => {
      const inner = collectListProblems(() => tolerantList('inner', item).parse([null]));
      expect(inner.problems.map((problem) => problem.list)).toEqual(['inner']);
      return tolerantList('outer', item).parse([null, null]);
    });
    expect(outer.problems.map((problem) => problem.list)).toEqual(['outer', 'outer']);
  });
});

const FORMATS = ['zoom', 'product', 'thumbnail', 'cartIcon'] as const;

describe('pictureUrls: one image per picture', () => {
  it('gives one url per picture, the primary first, then the gallery by index', () => {
    const picture = fc.record({
      primary: fc.boolean(),
      index: fc.integer({ min: 0, max: 5 }),
      formats: fc.subarray([...FORMATS], { minLength: 1 }),
    });
    fc.assert(
      fc.property(fc.array(picture, { maxLength: 6 }), fc.integer(), (pictures, seed) => {
        const images: OccImage[] = pictures.flatMap((p, n) =>
          p.formats.map((format) => ({
            url: `/m/${n}-${format}.jpg`,
            format,
            imageType: p.primary ? 'PRIMARY' : 'GALLERY',
            ...(p.primary ? {} : { galleryIndex: p.index }),
          })),
        );
        // The back-end's order of renditions says nothing: shuffle them.
        const shuffled = [...images].sort(
          (a, b) => ((a.url.length * seed) % 7) - ((b.url.length * seed) % 7),
        );
        const urls = pictureUrls(shuffled);
        const keys = new Set(
          shuffled.map((image) => `${image.imageType}:${image.galleryIndex ?? ''}`),
        );
        expect(urls).toHaveLength(keys.size);
        const primaries = shuffled.filter((image) => image.imageType === 'PRIMARY');
        if (primaries.length > 0) expect(primaries.map((i) => i.url)).toContain(urls[0]);
        const galleryIndexes = urls
          .map((url) => shuffled.find((image) => image.url === url)!)
          .filter((image) => image.imageType === 'GALLERY')
          .map((image) => image.galleryIndex ?? 0);
        expect(galleryIndexes).toEqual([...galleryIndexes].sort((a, b) => a - b));
      }),
    );
  });

  it('picks the product rendition of a picture, and keeps images that name no picture as they are', () => {
    expect(
      pictureUrls([
        { url: '/t.jpg', format: 'thumbnail', imageType: 'PRIMARY' },
        { url: '/p.jpg', format: 'product', imageType: 'PRIMARY' },
        { url: '/z.jpg', format: 'zoom', imageType: 'PRIMARY' },
      ]),
    ).toEqual(['/p.jpg']);
    expect(pictureUrls([{ url: '/a.svg' }, { url: '/b.svg', format: 'product' }])).toEqual([
      '/a.svg',
      '/b.svg',
    ]);
  });

  it('a line shows the primary thumbnail, else the first image', () => {
    expect(
      thumbnailOf([
        { url: '/g.jpg', format: 'thumbnail', imageType: 'GALLERY', galleryIndex: 0 },
        { url: '/p.jpg', format: 'product', imageType: 'PRIMARY' },
        { url: '/t.jpg', format: 'thumbnail', imageType: 'PRIMARY' },
      ]),
    ).toBe('/t.jpg');
    expect(thumbnailOf([{ url: '/only.jpg' }])).toBe('/only.jpg');
    expect(thumbnailOf(undefined)).toBeUndefined();
  });
});
