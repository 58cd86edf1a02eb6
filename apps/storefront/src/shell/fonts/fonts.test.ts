// The storefront's web fonts are @fontsource-variable's Latin files instanced to 400-700
// (docs/adr/0069-web-fonts-instanced-to-the-weights-drawn.md). What instancing must not lose:
// a weight some CSS asks for, a character the package's file draws, the tabular figures of
// prices. Read with fontkit from the committed files and from the package's originals.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import postcss, { type AtRule, type Declaration } from 'postcss';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../../../..');
const fontsCss = resolve(here, '../components/fonts.css');

interface Face {
  family: string;
  file: string;
  weights: [number, number];
}

function faces(): Face[] {
  const found: Face[] = [];
  postcss.parse(readFileSync(fontsCss, 'utf8')).walkAtRules('font-face', (rule: AtRule) => {
    const value = (prop: string) =>
      (rule.nodes ?? []).find(
        (node): node is Declaration => node.type === 'decl' && node.prop === prop,
      )?.value ?? '';
    const url = /url\('([^']+)'\)/.exec(value('src'))?.[1] ?? '';
    const [low, high] = value('font-weight').split(/\s+/).map(Number);
    found.push({
      family: value('font-family').replace(/'/g, ''),
      file: resolve(dirname(fontsCss), url),
      weights: [low!, high ?? low!],
    });
  });
  return found;
}

function openFont(path: string): fontkit.Font {
  const font = fontkit.openSync(path);
  if ('fonts' in font) throw new Error(`${path} is a collection`);
  return font;
}

/** The package file a committed one was made from (instance-fonts.py names them so). */
function packageFile(file: string): string {
  const name = file.split('/').pop()!;
  const [, family, subset] = /^(fraunces|inter)-(latin(?:-ext)?)-wght-/.exec(name)!;
  return join(
    root,
    `node_modules/@fontsource-variable/${family}/files/${family}-${subset}-wght-normal.woff2`,
  );
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/**
 * Every font-weight the storefront's and the ui package's CSS asks for, tokens resolved, and
 * 700: the browser's own bold for strong, b, th and headings a rule does not restyle.
 */
function weightsAsked(): Set<number> {
  const files = [
    ...cssFiles(join(root, 'apps/storefront/src')),
    ...cssFiles(join(root, 'packages/ui/src')),
  ];
  const tokens = new Map<string, string>();
  const values: string[] = [];
  for (const file of files)
    postcss.parse(readFileSync(file, 'utf8')).walkDecls((decl) => {
      if (decl.prop.startsWith('--font-weight-')) tokens.set(decl.prop, decl.value.trim());
      const inFontFace =
        decl.parent?.type === 'atrule' && (decl.parent as AtRule).name === 'font-face';
      if (decl.prop === 'font-weight' && !inFontFace) values.push(decl.value.trim());
    });
  const weights = new Set<number>([700]);
  const keywords: Record<string, number> = { normal: 400, bold: 700 };
  const resolveValue = (value: string): string => {
    const token = /^var\((--[\w-]+)(?:,\s*([^)]+))?\)$/.exec(value);
    return token ? (tokens.get(token[1]!) ?? token[2]?.trim() ?? value) : value;
  };
  for (const raw of values) {
    const value = resolveValue(raw);
    if (['inherit', 'initial', 'unset', 'revert'].includes(value)) continue;
    const weight = keywords[value] ?? Number(value);
    if (!Number.isFinite(weight))
      throw new Error(`font-weight ${raw}: not a weight this test knows`);
    weights.add(weight);
  }
  return weights;
}

describe('the storefront web fonts (ADR 0069)', () => {
  const all = faces();

  it('declares the four Latin faces, each from a committed file', () => {
    expect(all.map((face) => face.file.split('/').pop()).sort()).toEqual([
      'fraunces-latin-ext-wght-400-700.woff2',
      'fraunces-latin-wght-400-700.woff2',
      'inter-latin-ext-wght-400-700.woff2',
      'inter-latin-wght-400-700.woff2',
    ]);
    for (const face of all) expect(existsSync(face.file), face.file).toBe(true);
  });

  it('draws every weight the CSS asks for, from the font itself rather than a synthesized bold', () => {
    const asked = [...weightsAsked()];
    expect(asked).toEqual(expect.arrayContaining([400, 500, 600, 700]));
    for (const face of all) {
      const axis = openFont(face.file).variationAxes.wght;
      // The face's descriptor says what the file holds: the browser neither clamps a weight
      // the descriptor promised nor fakes one the file has.
      expect([axis?.min, axis?.max], face.file).toEqual(face.weights);
      for (const weight of asked) {
        expect(weight, `${face.family} at ${weight}`).toBeGreaterThanOrEqual(face.weights[0]);
        expect(weight, `${face.family} at ${weight}`).toBeLessThanOrEqual(face.weights[1]);
      }
    }
  });

  it("keeps every character of the package's file, the tabular figures and the kerning", () => {
    for (const face of all) {
      const font = openFont(face.file);
      const original = openFont(packageFile(face.file));
      expect(
        [...font.characterSet].sort((a, b) => a - b),
        face.file,
      ).toEqual([...original.characterSet].sort((a, b) => a - b));
      expect(font.availableFeatures, face.file).toEqual(expect.arrayContaining(['kern']));
      if (original.availableFeatures.includes('tnum'))
        expect(font.availableFeatures, face.file).toContain('tnum');
    }
  });

  it('is smaller than the package file it was made from', () => {
    for (const face of all)
      expect(statSync(face.file).size, face.file).toBeLessThan(
        statSync(packageFile(face.file)).size,
      );
  });
});
