import { describe, expect, it } from 'vitest';
import {
  JEWELLERY_KINDS,
  JEWELLERY_METALS,
  jewelleryIllustrationDataUri,
  jewelleryIllustrationSvg,
} from './jewellery-illustration.js';

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

describe('jewelleryIllustrationSvg', () => {
  it('returns well-formed, self-contained SVG for every kind and metal', () => {
    for (const kind of JEWELLERY_KINDS) {
      for (const metal of JEWELLERY_METALS) {
        const svg = jewelleryIllustrationSvg({ kind, metal, gem: 'ruby', variant: 3 });
        const doc = parse(svg);
        expect(doc.querySelector('parsererror')).toBeNull();
        expect(doc.documentElement.tagName).toBe('svg');
        expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 400 500');
        // No external references: every url() points at a gradient defined inside.
        expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
        for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) {
          expect(doc.getElementById(id ?? '')).not.toBeNull();
        }
      }
    }
  });

  it('is deterministic and varies with its inputs', () => {
    const options = { kind: 'necklace', metal: 'gold', gem: 'emerald', variant: 7 } as const;
    expect(jewelleryIllustrationSvg(options)).toBe(jewelleryIllustrationSvg({ ...options }));
    expect(jewelleryIllustrationSvg(options)).not.toBe(
      jewelleryIllustrationSvg({ ...options, variant: 8 }),
    );
    expect(jewelleryIllustrationSvg(options)).not.toBe(
      jewelleryIllustrationSvg({ ...options, metal: 'silver' }),
    );
  });

  it('accepts hex gem colours and never lets other strings into the markup', () => {
    expect(jewelleryIllustrationSvg({ kind: 'ring', metal: 'gold', gem: '#12AB34' })).toContain(
      '#12ab34',
    );
    const hostile = jewelleryIllustrationSvg({
      kind: 'ring',
      metal: 'gold',
      gem: '"/><script>alert(1)</script>',
    });
    expect(hostile).not.toContain('script');
    expect(parse(hostile).querySelector('parsererror')).toBeNull();
  });

  it('encodes a data URI usable as an image source', () => {
    const uri = jewelleryIllustrationDataUri({ kind: 'watch', metal: 'silver' });
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toContain('<svg');
  });
});
