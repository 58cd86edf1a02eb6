import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/sites.js';
import { GEMS, KINDS, METALS, WORDS, productDescription, productName } from '../src/words.js';

// Words a language legitimately writes as English does: "Charm" is the trade's loanword;
// French "bracelet", German "Ring" and Italian "zirconia" are spelled as in English.
const SAME_AS_ENGLISH = new Set([
  'es:charm',
  'ca:charm',
  'fr:charm',
  'de:charm',
  'it:charm',
  'pt:charm',
  'de:ring',
  'fr:bracelet',
  'it:zirconia',
]);

describe('sandbox product words', () => {
  it.each(LANGUAGES)('names and describes products in %s words, not English ones', (language) => {
    const words = WORDS[language];
    const english = WORDS['en'];
    expect(words, `no word table for ${language}`).toBeDefined();
    if (!words || !english || language === 'en') return;
    const copies = [
      ...KINDS.filter(
        (k) => words.kind[k] === english.kind[k] && !SAME_AS_ENGLISH.has(`${language}:${k}`),
      ),
      ...METALS.filter((m) => words.metal[m] === english.metal[m]),
      ...GEMS.slice(1).filter(
        (g) =>
          g !== 'none' &&
          words.gem[g] === english.gem[g] &&
          !SAME_AS_ENGLISH.has(`${language}:${g}`),
      ),
    ];
    expect(copies, `${language} copies these English words`).toEqual([]);
    expect(words.description).not.toBe(english.description);
  });

  it('builds names in each language’s word order', () => {
    expect(productName('es', 'ring', 'Aurora', 'gold', 'diamond')).toBe(
      'Anillo Aurora de oro con diamante',
    );
    expect(productName('cs', 'earrings', 'Aurora', 'silver', 'pearl')).toBe(
      'Náušnice Aurora ze stříbra s perlou',
    );
    expect(productName('ja', 'ring', 'Aurora', 'gold', 'diamond')).toBe(
      'Aurora ゴールドリング ダイヤモンド付き',
    );
    expect(productName('ar', 'necklace', 'Aurora', 'gold', 'none')).toBe('قلادة Aurora من الذهب');
  });

  it('ends the name with the language’s own full stop in the description', () => {
    expect(productDescription('ja', 'Aurora ゴールドリング')).toMatch(
      /^Aurora ゴールドリング。自社工房/,
    );
    expect(productDescription('de', 'Ring Aurora aus Gold')).toMatch(
      /^Ring Aurora aus Gold\. In unserer/,
    );
  });
});
