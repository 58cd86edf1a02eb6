/**
 * The words a site may show: every word of the texts written for its language (labels and
 * content of the site, the catalogue's names in that language, what Intl writes in its locale)
 * and the brand words. A word on the page that is in none of them is a leftover.
 */
export interface Vocabulary {
  /** Words, lower case. */
  words: ReadonlySet<string>;
  /** Words as written (an all-caps word is a code unless a text writes it so). */
  exact: ReadonlySet<string>;
  /** Whitespace-separated chunks, lower case (`e-mail`, `x-small`): hyphenated words. */
  chunks: ReadonlySet<string>;
}

/** Letters (with their marks), joined by an apostrophe inside a word (d'or, l'atelier). */
const WORD = /[\p{L}\p{M}]+(?:'[\p{L}\p{M}]+)*/gu;
const PLACEHOLDER = /\{[A-Za-z0-9_.]+\}/g;
const TAG = /<[^>]+>/g;
const ENTITY = /&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi;
/** Punctuation that can stick to a chunk's ends without making it another chunk. */
const EDGE = /^[\s"'“”‘’«»„(¿¡[{<.,:;!?…·/\\|*+=~-]+|[\s"'“”‘’«»„)\]}>.,:;!?…·/\\|*+=~%-]+$/gu;

export const normalise = (text: string): string => text.replace(/[’‘ʼ]/g, "'");

export function wordsOf(text: string): string[] {
  return normalise(text).match(WORD) ?? [];
}

/** Whitespace-separated chunks with edge punctuation trimmed. */
export function chunksOf(text: string): string[] {
  return normalise(text)
    .split(/[\s\u00a0\u202f]+/)
    .map((chunk) => chunk.replace(EDGE, ''))
    .filter((chunk) => chunk !== '');
}

/** A text as a shopper reads it: HTML tags and entities and `{placeholders}` left out. */
export function readableText(text: string): string {
  return text.replace(TAG, ' ').replace(ENTITY, ' ').replace(PLACEHOLDER, ' ');
}

export function buildVocabulary(texts: Iterable<string>): Vocabulary {
  const words = new Set<string>();
  const exact = new Set<string>();
  const chunks = new Set<string>();
  for (const raw of texts) {
    const text = readableText(raw);
    for (const word of wordsOf(text)) {
      words.add(word.toLowerCase());
      exact.add(word);
    }
    for (const chunk of chunksOf(text)) chunks.add(chunk.toLowerCase());
  }
  return { words, exact, chunks };
}

export function mergeVocabularies(...parts: Vocabulary[]): Vocabulary {
  return {
    words: new Set(parts.flatMap((p) => [...p.words])),
    exact: new Set(parts.flatMap((p) => [...p.exact])),
    chunks: new Set(parts.flatMap((p) => [...p.chunks])),
  };
}

const ALL_REGIONS = Array.from({ length: 26 * 26 }, (_, i) =>
  String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
);

/**
 * What Intl writes in a locale: country and language names (the country picker), month and
 * day names and the words of date patterns, currency symbols and names, unit names.
 */
export function intlTexts(locale: string, currencies: readonly string[]): string[] {
  const texts: string[] = [];
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  for (const code of ALL_REGIONS) {
    const name = regions.of(code);
    if (name && name !== code) texts.push(name);
  }
  const languages = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
  for (const code of ['en', 'es', 'ca', 'fr', 'de', 'it', 'pt', 'el', 'cs', 'sk', 'pl', 'ru']) {
    texts.push(languages.of(code) ?? '');
  }
  texts.push(languages.of('ja') ?? '', languages.of('ar') ?? '', languages.of('he') ?? '');
  const styles: Intl.DateTimeFormatOptions[] = [
    { dateStyle: 'full' },
    { dateStyle: 'long' },
    { dateStyle: 'medium' },
    { dateStyle: 'short' },
    { dateStyle: 'full', timeStyle: 'short' },
    { month: 'long' },
    { month: 'short' },
    { weekday: 'long' },
    { weekday: 'short' },
    { month: 'long', year: 'numeric' },
    { day: 'numeric', month: 'long' },
    { day: 'numeric', month: 'short' },
  ];
  for (const options of styles) {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      texts.push(format.format(new Date(Date.UTC(2026, month, 1 + month * 2, 10))));
    }
  }
  for (const currency of currencies) {
    for (const currencyDisplay of ['symbol', 'narrowSymbol', 'code', 'name'] as const) {
      texts.push(
        new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay }).format(
          1234.5,
        ),
      );
    }
  }
  for (const unit of ['gram', 'centimeter', 'millimeter', 'kilometer', 'meter', 'inch']) {
    for (const unitDisplay of ['short', 'long', 'narrow'] as const) {
      const format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay });
      // One number of each plural form a language has (Arabic: ٣ غرامات, ٣٠ غرامًا).
      for (const value of [0, 1, 2, 3, 11, 30, 100, 2.5]) texts.push(format.format(value));
    }
  }
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const unit of ['day', 'week', 'month', 'minute', 'hour'] as const) {
    texts.push(relative.format(1, unit), relative.format(-1, unit), relative.format(3, unit));
  }
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  texts.push(
    list.format(['a', 'b', 'c']),
    new Intl.ListFormat(locale, { type: 'disjunction' }).format(['a', 'b']),
  );
  return texts;
}
