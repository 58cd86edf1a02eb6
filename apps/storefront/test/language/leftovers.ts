import type { TextRun } from './text-runs.js';
import { chunksOf, normalise, wordsOf, type Vocabulary } from './vocabulary.js';

/** What the language check needs to know about a site. */
export interface SiteLanguage {
  site: string;
  /** The content language (en, es, ..., he). */
  language: string;
  /** The BCP 47 locale Intl formats the site's numbers and dates with. */
  locale: string;
  vocabulary: Vocabulary;
  /** Brand and proper names allowed on every site, lower case. */
  brandWords: ReadonlySet<string>;
}

export type LeftoverKind = 'foreign-words' | 'number-format' | 'raw-code' | 'duplicate';

export interface Leftover {
  kind: LeftoverKind;
  /** The whole text the problem is in. */
  text: string;
  /** The offending part (words, number or code). */
  found: string;
  /** What is wrong, and what the site would write instead when that is known. */
  detail: string;
  where: string;
  attribute?: string;
  /** How many times the page shows it (same text, same place). */
  count?: number;
}

/** Scripts a language writes its own words in; a word wholly in it is the language's. */
const NATIVE_SCRIPT: Readonly<Record<string, RegExp>> = {
  ja: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆ヶ]+$/u,
  ar: /^[\p{Script=Arabic}]+$/u,
  he: /^[\p{Script=Hebrew}']+$/u,
  el: /^[\p{Script=Greek}\p{M}]+$/u,
  ru: /^[\p{Script=Cyrillic}]+$/u,
};

const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  es: 'Spanish',
  ca: 'Catalan',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  el: 'Greek',
  cs: 'Czech',
  sk: 'Slovak',
  pl: 'Polish',
  ru: 'Russian',
  ja: 'Japanese',
  ar: 'Arabic',
  he: 'Hebrew',
};

export const languageName = (language: string): string => LANGUAGE_NAMES[language] ?? language;

// Raw codes: a label key (camelCase), a constant (UPPER_SNAKE or an all-caps word no text
// writes so), a slug or field name (lower-case words joined by - or _), an unfilled
// placeholder, or what JavaScript prints for a missing value.
const CAMEL = /^[a-z]+[A-Z][A-Za-z0-9]*$/;
const SNAKE_CONSTANT = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
const ALL_CAPS = /^[A-Z]{3,}$/;
const SLUG = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$/;
const PLACEHOLDER = /\{\{|\}\}/;
const MISSING_VALUES = new Set(['undefined', 'null', 'NaN', '[object', 'Object]', 'Invalid']);

function rawCode(chunk: string, site: SiteLanguage): string | null {
  const lower = chunk.toLowerCase();
  if (PLACEHOLDER.test(chunk)) return 'template braces left in the text';
  if (MISSING_VALUES.has(chunk)) return 'what JavaScript prints for a missing value';
  if (site.brandWords.has(lower) || site.vocabulary.exact.has(chunk)) return null;
  if (SNAKE_CONSTANT.test(chunk)) return 'a constant from the code or the back-end';
  if (CAMEL.test(chunk)) return 'a label key or field name';
  if (ALL_CAPS.test(chunk)) return 'an all-caps code no label writes';
  if (SLUG.test(chunk) && !site.vocabulary.chunks.has(lower)) return 'a slug or code';
  return null;
}

interface NumberStyle {
  digits: string;
  group: string;
  decimal: string;
}

const numberStyles = new Map<string, NumberStyle>();

function numberStyle(locale: string): NumberStyle {
  let style = numberStyles.get(locale);
  if (!style) {
    const format = new Intl.NumberFormat(locale);
    const parts = format.formatToParts(1234567.5);
    style = {
      digits: Array.from({ length: 10 }, (_, d) => format.format(d)).join(''),
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    numberStyles.set(locale, style);
  }
  return style;
}

/** A run of digits, with single separators between digits. */
const NUMBER = /\p{Nd}+(?:[.,'\u00a0\u202f\u066b\u066c\u2019][\p{Nd}]+)*/gu;
const SPACES = /[\u00a0\u202f ]/g;

// The zero of each decimal digit block a page may hold: Latin, Arabic-Indic, Eastern
// Arabic-Indic (Persian, Urdu), Devanagari, fullwidth.
const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0xff10];

const toAsciiDigits = (text: string): string =>
  text.replace(/\p{Nd}/gu, (d) => {
    const code = d.codePointAt(0) ?? 0x30;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? d : String(code - zero);
  });

/**
 * What is wrong with a number as the site's locale writes numbers (null when nothing): its
 * digits (Arabic-Indic on sa-ar, Latin elsewhere) and its separators. A number with
 * separators must read back the same when Intl writes the value it stands for.
 */
export function numberProblem(token: string, locale: string, onlyDigits = false): string | null {
  const style = numberStyle(locale);
  const foreign = [...token].filter((c) => /\p{Nd}/u.test(c) && !style.digits.includes(c));
  if (foreign.length > 0) {
    const expected = toAsciiDigits(token).replace(/\d/g, (d) => style.digits[Number(d)] ?? d);
    return `digits not of ${locale} (it writes ${JSON.stringify(expected)})`;
  }
  if (onlyDigits || /^\p{Nd}+$/u.test(token)) return null;
  const separators = token.replace(/\p{Nd}/gu, '');
  const sameSpace = (a: string, b: string) => a.replace(SPACES, ' ') === b.replace(SPACES, ' ');
  for (const separator of separators) {
    if (!sameSpace(separator, style.group) && separator !== style.decimal) {
      const decimal = style.decimal === ',' ? 'a decimal comma' : 'a decimal point';
      return `${JSON.stringify(separator)} is not a separator of ${locale} numbers (it writes ${decimal})`;
    }
  }
  const ascii = toAsciiDigits(token);
  const decimalAt = ascii.lastIndexOf(style.decimal);
  const integer = (decimalAt >= 0 ? ascii.slice(0, decimalAt) : ascii).replace(/[^0-9]/g, '');
  const fraction = decimalAt >= 0 ? ascii.slice(decimalAt + 1).replace(/[^0-9]/g, '') : '';
  if (decimalAt >= 0 && ascii.indexOf(style.decimal) !== decimalAt) {
    return `two decimal separators`;
  }
  const value = Number(`${integer}.${fraction || '0'}`);
  const expected = new Intl.NumberFormat(locale, {
    minimumFractionDigits: fraction.length,
    maximumFractionDigits: fraction.length,
  }).format(value);
  if (sameSpace(expected, token)) return null;
  // A separator the locale uses for groups written where a decimal belongs ("5.9" on es-ES):
  // say how the locale writes it as a decimal.
  const parts = ascii.split(/[^0-9]/);
  const last = parts[parts.length - 1] ?? '';
  if (parts.length === 2 && last.length !== 3) {
    const decimal = new Intl.NumberFormat(locale, {
      minimumFractionDigits: last.length,
      maximumFractionDigits: last.length,
    }).format(Number(`${parts[0]}.${last}`));
    return `${locale} writes ${JSON.stringify(decimal)} (decimal ${JSON.stringify(style.decimal)})`;
  }
  return `${locale} writes ${JSON.stringify(expected)}`;
}

/** Every problem of one text run on a site; verbatim runs (translate="no") have none. */
export function runLeftovers(run: TextRun, site: SiteLanguage): Leftover[] {
  if (run.verbatim) return [];
  const problems: Leftover[] = [];
  const at = { where: run.where, ...(run.attribute ? { attribute: run.attribute } : {}) };
  // An e-mail address is the shopper's (or the shop's) address, written as it is everywhere.
  const text = normalise(run.text).replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu, ' ');
  const codes = new Set<string>();
  for (const placeholder of text.match(/\{[A-Za-z0-9_.]*\}/g) ?? []) {
    codes.add(placeholder);
    problems.push({
      kind: 'raw-code',
      text: run.text,
      found: placeholder,
      detail: 'an unfilled placeholder',
      ...at,
    });
  }
  for (const chunk of chunksOf(text)) {
    const why = rawCode(chunk, site);
    if (why) {
      codes.add(chunk);
      problems.push({ kind: 'raw-code', text: run.text, found: chunk, detail: why, ...at });
    }
  }
  const native = NATIVE_SCRIPT[site.language];
  const known = (word: string): boolean => {
    const lower = word.toLowerCase();
    return (
      site.vocabulary.words.has(lower) ||
      site.brandWords.has(lower) ||
      (native !== undefined && native.test(word))
    );
  };
  const foreign = wordsOf(text).filter((word) => {
    if ([...codes].some((code) => code.includes(word))) return false;
    if (known(word)) return false;
    // Japanese writes no space between a brand and its own words (Facebookで共有): each
    // script's part is a word of its own.
    const parts = word.match(/\p{Script=Latin}+|[^\p{Script=Latin}]+/gu) ?? [word];
    return parts.length === 1 || !parts.every(known);
  });
  if (foreign.length > 0) {
    problems.push({
      kind: 'foreign-words',
      text: run.text,
      found: [...new Set(foreign)].join(', '),
      detail: `not ${languageName(site.language)}: in no ${site.language} label, content text or catalogue name, nor a brand word`,
      ...at,
    });
  }
  // Numbers in the whole text, not chunk by chunk: a group separator may be a space
  // (9 080,00 Kč, 28 000,00 ₽). Codes and references mix letters and digits (12345678Z, 3º,
  // A4): a number that touches a letter is not one.
  for (const match of text.matchAll(NUMBER)) {
    const token = match[0];
    const before = text.slice(0, match.index).match(/\S*$/)?.[0] ?? '';
    const after = text.slice(match.index + token.length).match(/^\S*/)?.[0] ?? '';
    if (/\p{L}/u.test(before + after)) continue;
    const why = numberProblem(token, site.locale, run.time);
    if (why) {
      problems.push({ kind: 'number-format', text: run.text, found: token, detail: why, ...at });
    }
  }
  return problems;
}

/**
 * Labels shown twice where once is meant: a heading repeated by the text right after it, two
 * headings with one text in one landmark (two footer columns called "Help"), one text twice
 * in one product card or bag line.
 */
export function duplicateLeftovers(runs: readonly TextRun[]): Leftover[] {
  const problems: Leftover[] = [];
  const content = runs.filter((run) => !run.attribute && run.where !== 'title');
  content.forEach((run, i) => {
    const next = content[i + 1];
    if (run.heading && next && !next.heading && !next.control && next.text === run.text) {
      problems.push({
        kind: 'duplicate',
        text: next.text,
        found: next.text,
        detail: 'repeats the heading just above it',
        where: next.where,
      });
    }
  });
  const seen = new Map<string, TextRun>();
  for (const run of content) {
    if (run.heading && run.landmark && !run.landmark.startsWith('main')) {
      const key = `${run.landmark}|${run.text.toLowerCase()}`;
      if (seen.has(key)) {
        problems.push({
          kind: 'duplicate',
          text: run.text,
          found: run.text,
          detail: `a second heading with this text in the same ${run.landmark.split('#')[0]}`,
          where: run.where,
        });
      }
      seen.set(key, run);
    }
  }
  const inCard = new Map<string, TextRun>();
  for (const run of content) {
    if (!run.card || !/\p{L}{2}/u.test(run.text) || run.verbatim) continue;
    const key = `${run.card}|${run.text}`;
    if (inCard.has(key)) {
      problems.push({
        kind: 'duplicate',
        text: run.text,
        found: run.text,
        detail: `twice in one ${run.card.split('#')[0]}`,
        where: run.where,
      });
    }
    inCard.set(key, run);
  }
  return problems;
}

/** Problems of a page, each once, with how often it occurs (a label repeated on every card). */
export function pageLeftovers(runs: readonly TextRun[], site: SiteLanguage): Leftover[] {
  const all = [...runs.flatMap((run) => runLeftovers(run, site)), ...duplicateLeftovers(runs)];
  const byKey = new Map<string, Leftover>();
  for (const problem of all) {
    const key = [
      problem.kind,
      problem.found,
      problem.detail,
      problem.where,
      problem.attribute,
    ].join('|');
    const seen = byKey.get(key);
    if (seen) seen.count = (seen.count ?? 1) + 1;
    else byKey.set(key, { ...problem });
  }
  return [...byKey.values()];
}

/** One line a person can act on: page, site, what, the text and where it is. */
export function describeLeftover(page: string, site: string, problem: Leftover): string {
  const source = problem.attribute ? ` (its ${problem.attribute})` : '';
  const times = problem.count && problem.count > 1 ? ` (${problem.count} times)` : '';
  return (
    `${site} ${page}: ${problem.kind} ${JSON.stringify(problem.found)}: ${problem.detail}\n` +
    `    text ${JSON.stringify(problem.text.length > 120 ? `${problem.text.slice(0, 117)}...` : problem.text)}` +
    `${source} at ${problem.where}${times}`
  );
}

/**
 * A site's report: each problem once, on the first page that shows it, with the other pages
 * named (the frame's leftovers are on every page).
 */
export function describeSiteLeftovers(
  site: string,
  pages: readonly { page: string; problems: readonly Leftover[] }[],
): string[] {
  const first = new Map<string, { page: string; problem: Leftover; others: string[] }>();
  for (const { page, problems } of pages) {
    for (const problem of problems) {
      const key = [problem.kind, problem.found, problem.detail, problem.where].join('|');
      const seen = first.get(key);
      if (seen) seen.others.push(page.split(' ')[0] ?? page);
      else first.set(key, { page, problem, others: [] });
    }
  }
  return [...first.values()].map(({ page, problem, others }) => {
    const line = describeLeftover(page, site, problem);
    return others.length > 0 ? `${line}; also on ${[...new Set(others)].join(', ')}` : line;
  });
}
