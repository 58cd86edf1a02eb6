// Latin letters Unicode does not decompose into a base letter and a mark (NFKD leaves them as
// they are), written as shoppers of those languages spell them in ASCII: Polish "Złoto" is
// "zloto", German "Weiß" is "weiss", Danish "Sølv" is "solv". Without this table the letter
// dropped out and split the word ("z-oto").
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};
const LATIN_LETTER = new RegExp(`[${Object.keys(LATIN_LETTERS).join('')}]`, 'g');

/** Lower case, accents stripped, runs of anything else than a-z0-9 -> '-', no '-' at the ends. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(LATIN_LETTER, (letter) => LATIN_LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
