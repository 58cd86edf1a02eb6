import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ENGRAVING_MAX_CHARACTERS,
  clampEngravingSize,
  engravingLength,
  engravingProblems,
  engravingTextProblem,
  fitEngravingText,
  normaliseEngravingText,
} from './engraving.js';

const OPTIONS = { fonts: ['SERIF', 'SCRIPT'], colours: ['GOLD', 'SILVER'] };
const ok = { engravingText: 'A & J', typography: 'SERIF', colour: 'GOLD' };

// Letters from the scripts the sites write in, and the signs a workshop engraves.
const letter = fc.constantFrom(...'aZñçéÅßΩλжЯ日本刻印あアعربيةשלוםאב0129 .,&!?-♥'.split(''));
const engravable = fc
  .array(letter, { minLength: 1, maxLength: ENGRAVING_MAX_CHARACTERS })
  .map((chars) => chars.join(''))
  .filter((text) => normaliseEngravingText(text) !== '');

describe('engraving text (docs/product/product.md §2.2)', () => {
  it('takes letters of every site script, up to 20 characters', () => {
    expect(engravingTextProblem('Para siempre')).toBeNull();
    expect(engravingTextProblem('永遠に君と')).toBeNull();
    expect(engravingTextProblem('إلى الأبد')).toBeNull();
    expect(engravingTextProblem('לנצח שלך')).toBeNull();
    expect(engravingTextProblem('x'.repeat(21))).toBe('tooLong');
    expect(engravingTextProblem('   ')).toBe('empty');
  });

  it('refuses emoji, markup and invisible direction marks', () => {
    expect(engravingTextProblem('love 😀')).toBe('characters');
    expect(engravingTextProblem('<b>hi</b>')).toBe('characters');
    expect(engravingTextProblem('abc\u202edcba')).toBe('characters');
  });

  it('counts a letter with its vowel marks as one character', () => {
    // Arabic with harakat: two letters (ح, ب) and three marks.
    expect(engravingLength('حُبٌّ')).toBe(2);
    expect(engravingLength('e\u0301')).toBe(1);
  });

  it('property: any text of at most 20 site-script characters can be engraved', () => {
    fc.assert(fc.property(engravable, (text) => engravingTextProblem(text) === null));
  });

  it('property: a fitted text never holds more than 20 characters and keeps its start', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const fitted = fitEngravingText(text);
        return (
          engravingLength(fitted) <= ENGRAVING_MAX_CHARACTERS &&
          text.normalize('NFC').startsWith(fitted)
        );
      }),
    );
  });

  it('property: normalising is idempotent and never lengthens the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const once = normaliseEngravingText(text);
        return normaliseEngravingText(once) === once && engravingLength(once) <= [...text].length;
      }),
    );
  });
});

describe('engraving size (docs/product/product.md §2.2)', () => {
  it('property: every size lands on a whole step from 4 to 75', () => {
    fc.assert(
      fc.property(fc.double(), (size) => {
        const held = clampEngravingSize(size);
        return Number.isInteger(held) && held >= 4 && held <= 75;
      }),
    );
  });

  it('keeps a size already in range', () => {
    fc.assert(fc.property(fc.integer({ min: 4, max: 75 }), (n) => clampEngravingSize(n) === n));
  });
});

describe('an engraving as chosen', () => {
  it('is fine with offered typography and colour', () => {
    expect(engravingProblems({ ...ok, fontSize: '30', orientation: 'vertical' }, OPTIONS)).toEqual(
      [],
    );
  });

  it('takes the text alone: the workshop default typography, colour and size', () => {
    expect(engravingProblems({ engravingText: 'Ana' }, OPTIONS)).toEqual([]);
  });

  it('names each field that is wrong', () => {
    expect(
      engravingProblems(
        {
          engravingText: '😀',
          typography: 'COMIC',
          colour: 'BLACK',
          fontSize: 90,
          orientation: 'diagonal',
        },
        OPTIONS,
      ).map((p) => p.field),
    ).toEqual(['engravingText', 'typography', 'colour', 'fontSize', 'orientation']);
  });

  it('property: a typography or colour not offered is always a problem', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !OPTIONS.fonts.includes(s)),
        fc.string().filter((s) => !OPTIONS.colours.includes(s)),
        (typography, colour) => {
          const fields = engravingProblems({ ...ok, typography, colour }, OPTIONS).map(
            (p) => p.field,
          );
          return fields.includes('typography') && fields.includes('colour');
        },
      ),
    );
  });
});
