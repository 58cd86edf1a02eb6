import { CATALOGUE_CONSTANTS } from '../content/catalogue-constants.js';

// The engraving rules (docs/product/product.md §2): what a shopper may write on a piece and in
// which typography, size, orientation and colour. The storefront's editor and the back-end
// stand-in ask the same functions, so what the editor lets through is what the back-end takes.

const { min: SIZE_MIN, max: SIZE_MAX, maxAreaCharacters } = CATALOGUE_CONSTANTS.engravingSlider;

/** The engraving area holds at most this many characters (docs/product/product.md §2.2). */
export const ENGRAVING_MAX_CHARACTERS = maxAreaCharacters;
/** The size slider's bounds (docs/product/product.md §2.2). */
export const ENGRAVING_SIZE = { min: SIZE_MIN, max: SIZE_MAX } as const;
/** How the text runs on the piece: along it, or across it. */
export const ENGRAVING_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type EngravingOrientation = (typeof ENGRAVING_ORIENTATIONS)[number];

// Letters of any script (Latin, Greek, Cyrillic, Arabic, Hebrew, kana and kanji), their marks,
// digits, spaces and the few signs a workshop engraves. No emoji, symbols, angle brackets or
// invisible format characters (a bidi override would engrave something else than is shown).
const ALLOWED = /^[\p{L}\p{M}\p{Nd} .,'’&!?+\-:♥]*$/u;
const MARKS = /\p{M}/gu;
const SPACES = /\s+/gu;

/** What is wrong with an engraving text, or null when it can be engraved. */
export type EngravingTextProblem = 'empty' | 'tooLong' | 'characters';

/**
 * The text as it is engraved: composed (NFC, so "é" is one character whatever the keyboard
 * sent), runs of white space made one space, and trimmed.
 */
export function normaliseEngravingText(text: string): string {
  return text.normalize('NFC').replace(SPACES, ' ').trim();
}

/**
 * Characters the text takes on the piece: a letter with its accents or vowel marks is one
 * (Arabic harakat and Hebrew niqqud sit on their letter), a kanji is one.
 */
export function engravingLength(text: string): number {
  return [...normaliseEngravingText(text).replace(MARKS, '')].length;
}

/** Null when the text can be engraved; else the first problem a shopper should fix. */
export function engravingTextProblem(text: string): EngravingTextProblem | null {
  const clean = normaliseEngravingText(text);
  if (clean === '') return 'empty';
  if (!ALLOWED.test(clean)) return 'characters';
  if (engravingLength(clean) > ENGRAVING_MAX_CHARACTERS) return 'tooLong';
  return null;
}

/**
 * The text cut to what the area holds (the editor's input stops there): whole characters with
 * their marks, never half a surrogate pair.
 */
export function fitEngravingText(text: string): string {
  let out = '';
  let count = 0;
  for (const char of text.normalize('NFC')) {
    const isMark = /^\p{M}$/u.test(char);
    if (!isMark && count === ENGRAVING_MAX_CHARACTERS) break;
    if (!isMark) count += 1;
    out += char;
  }
  return out;
}

/** A size from the slider or a request, held within 4 to 75 in whole steps. */
export function clampEngravingSize(size: number): number {
  if (!Number.isFinite(size)) return SIZE_MIN;
  return Math.min(SIZE_MAX, Math.max(SIZE_MIN, Math.round(size)));
}

/** What an engraved line carries (docs/product/bag.md §1.3), as far as these rules read it. */
export interface EngravingChoice {
  engravingText: string;
  typography?: string | undefined;
  fontSize?: string | number | undefined;
  orientation?: string | undefined;
  colour?: string | undefined;
}

/** The typographies and colours that may be chosen (the content's, disabled colours left out). */
export interface EngravingOptions {
  fonts: readonly string[];
  colours: readonly string[];
}

export type EngravingField = 'engravingText' | 'typography' | 'fontSize' | 'orientation' | 'colour';

export interface EngravingProblem {
  field: EngravingField;
  reason: EngravingTextProblem | 'notOffered' | 'outOfRange';
}

/**
 * Every problem of an engraving as a shopper chose it: the text, a typography and a colour
 * from those offered, a size a whole number from 4 to 75, a known orientation. An empty list
 * means the piece can be engraved so. A typography, colour, size or orientation left out is
 * the workshop's default (an older client sends the text alone); one sent must be offered.
 */
export function engravingProblems(
  choice: EngravingChoice,
  options: EngravingOptions,
): EngravingProblem[] {
  const problems: EngravingProblem[] = [];
  const text = engravingTextProblem(choice.engravingText);
  if (text) problems.push({ field: 'engravingText', reason: text });
  const offered = (list: readonly string[], value: string | undefined) =>
    value === undefined || list.includes(value);
  if (!offered(options.fonts, choice.typography)) {
    problems.push({ field: 'typography', reason: 'notOffered' });
  }
  if (!offered(options.colours, choice.colour)) {
    problems.push({ field: 'colour', reason: 'notOffered' });
  }
  if (choice.fontSize !== undefined) {
    const size = typeof choice.fontSize === 'number' ? choice.fontSize : Number(choice.fontSize);
    if (!Number.isInteger(size) || size < SIZE_MIN || size > SIZE_MAX) {
      problems.push({ field: 'fontSize', reason: 'outOfRange' });
    }
  }
  if (
    choice.orientation !== undefined &&
    !(ENGRAVING_ORIENTATIONS as readonly string[]).includes(choice.orientation)
  ) {
    problems.push({ field: 'orientation', reason: 'notOffered' });
  }
  return problems;
}
