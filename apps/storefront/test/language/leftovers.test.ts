// @vitest-environment jsdom
import { siteTexts } from '@atelier/adapters-cms';
import { siteInfo } from '@atelier/core-catalogue';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeSiteLeftovers,
  duplicateLeftovers,
  numberProblem,
  pageLeftovers,
  runLeftovers,
} from './leftovers.js';
import { ONE_SITE_PER_LANGUAGE, siteLanguage } from './site-language.js';
import { collectTextRuns, type TextRun } from './text-runs.js';

const NO_CATALOGUE = { texts: [], properNames: [] };
const spanish = siteLanguage('es-es', NO_CATALOGUE);
const arabic = siteLanguage('sa-ar', NO_CATALOGUE);
const japanese = siteLanguage('jp-ja', NO_CATALOGUE);

const run = (text: string, extra: Partial<TextRun> = {}): TextRun => ({
  text,
  where: 'main › p',
  verbatim: false,
  time: false,
  heading: false,
  control: false,
  landmark: 'main#1',
  card: '',
  ...extra,
});

const kinds = (text: string, site = spanish, extra: Partial<TextRun> = {}) =>
  runLeftovers(run(text, extra), site).map((p) => `${p.kind} ${p.found}`);

const LOCALES = ONE_SITE_PER_LANGUAGE.map((site) => siteInfo(site).locale);

describe('numbers as the site locale writes them', () => {
  it('accepts every number Intl writes in the locale (prices, counts, decimals)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 2 }),
        (locale, cents, digits) => {
          const text = new Intl.NumberFormat(locale, {
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }).format(cents / 100);
          for (const token of text.match(/\p{Nd}+(?:[.,'\u00a0\u202f\u066b\u066c][\p{Nd}]+)*/gu) ??
            []) {
            expect(numberProblem(token, locale), `${text} in ${locale}`).toBeNull();
          }
        },
      ),
    );
  });

  it('reads a price whose thousands are grouped by a space as one number, in every locale', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ONE_SITE_PER_LANGUAGE),
        fc.integer({ min: 100_000, max: 99_999_999 }),
        (site, cents) => {
          const { locale, currency } = siteInfo(site);
          const price = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
            cents / 100,
          );
          const language = siteLanguage(site, NO_CATALOGUE);
          const numbers = runLeftovers(run(price), language).filter(
            (p) => p.kind === 'number-format',
          );
          expect(numbers, `${price} on ${site}`).toEqual([]);
        },
      ),
    );
  });

  it('reports a decimal written with the other separator, saying how the locale writes it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 1, max: 9 }),
        (whole, tenth) => {
          const english = `${whole}.${tenth}`;
          expect(numberProblem(english, 'es-ES')).toBe(
            `es-ES writes "${whole},${tenth}" (decimal ",")`,
          );
          expect(numberProblem(`${whole},${tenth}`, 'en-GB')).toMatch(/^en-GB writes/);
        },
      ),
    );
    expect(numberProblem('33.3', 'cs-CZ')).toMatch(/"\." is not a separator of cs-CZ numbers/);
  });

  it('wants Arabic-Indic digits on sa-ar and Latin digits elsewhere', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        expect(numberProblem(String(n), 'ar-SA')).toMatch(/^digits not of ar-SA/);
        const arabicDigits = new Intl.NumberFormat('ar-SA', { useGrouping: false }).format(n);
        expect(numberProblem(arabicDigits, 'ar-SA')).toBeNull();
        expect(numberProblem(arabicDigits, 'es-ES')).toMatch(/^digits not of es-ES/);
      }),
    );
  });

  it('checks only the digits of a date Intl wrote inside <time> (28.11.2026 on de-DE)', () => {
    expect(numberProblem('28.11.2026', 'de-DE', true)).toBeNull();
    expect(numberProblem('28.11.2026', 'de-DE')).not.toBeNull();
    expect(kinds('28.11.2026', siteLanguage('de-de', NO_CATALOGUE), { time: true })).toEqual([]);
  });
});

describe('words of the site language', () => {
  it("accepts every text of the site's own labels and content", () => {
    for (const site of ['es-es', 'jp-ja', 'sa-ar', 'pl-pl'] as const) {
      const language = siteLanguage(site, NO_CATALOGUE);
      fc.assert(
        fc.property(fc.constantFrom(...siteTexts(site)), (text) => {
          const words = runLeftovers(run(text.replace(/<[^>]+>|\{[^}]*\}/g, ' ')), language);
          expect(words.filter((p) => p.kind === 'foreign-words')).toEqual([]);
        }),
      );
    }
  });

  it('reports English left on a Spanish or Japanese page, naming the words', () => {
    expect(kinds('Previous price:')).toEqual(['foreign-words Previous, price']);
    expect(kinds('Handcrafted')).toEqual(['foreign-words Handcrafted']);
    expect(kinds('Share on Facebook', japanese)).toEqual(['foreign-words Share, on']);
  });

  it("accepts the language's own script on non-Latin sites, brand words and Intl's words", () => {
    expect(kinds('مجوهرات فاخرة', arabic)).toEqual([]);
    expect(kinds('ブレスレット PayPal', japanese)).toEqual([]);
    expect(kinds('España (Español) · 12 de abril de 1990')).toEqual([]);
    // Japanese joins a brand to its own words; Arabic's unit names take the number's plural.
    expect(kinds('Facebookで共有', japanese)).toEqual([]);
    expect(kinds('Sharedで共有', japanese)).toEqual(['foreign-words Sharedで共有']);
    expect(kinds('٣٠ غرامًا', arabic)).toEqual([]);
    // What react-aria announces itself in the site's locale (a popover's hidden close button).
    expect(kinds('Descartar')).toEqual([]);
    expect(kinds('Dismiss')).toEqual(['foreign-words Dismiss']);
    // An e-mail address is the shopper's, not a text of the site.
    expect(kinds('Hemos enviado la confirmación a lang-es-es-17958@example.com.')).toEqual([]);
  });

  it('leaves what the page marks translate="no" alone (codes, what the shopper typed)', () => {
    expect(kinds('ES-000123 material-gold Handcrafted', spanish, { verbatim: true })).toEqual([]);
  });
});

describe('raw codes', () => {
  it('reports label keys, constants, slugs, placeholders and missing values', () => {
    expect(kinds('bagSubtotal')).toEqual(['raw-code bagSubtotal']);
    expect(kinds('BIRTHDAY')).toEqual(['raw-code BIRTHDAY']);
    expect(kinds('IN_PREPARATION')).toEqual(['raw-code IN_PREPARATION']);
    expect(kinds('material-gold')).toEqual(['raw-code material-gold']);
    expect(kinds('Hola {name}')).toEqual(['raw-code {name}']);
    expect(kinds('undefined')).toEqual(['raw-code undefined']);
  });

  it('accepts all-caps words and hyphenated words a label writes (IVA, e-mail on en)', () => {
    const english = siteLanguage('gb-en', NO_CATALOGUE);
    expect(kinds('ATELIER')).toEqual([]);
    expect(kinds('e-mail', english)).toEqual([]);
  });
});

describe('labels shown twice', () => {
  it('reports a heading repeated as its subtitle, two equal headings in one footer, a label twice in a card', () => {
    const problems = duplicateLeftovers([
      run('Newsletter', { heading: true, landmark: 'footer#1' }),
      run('Newsletter', { landmark: 'footer#1', where: 'footer › p' }),
      run('Help', { heading: true, landmark: 'footer#1' }),
      run('Help', { heading: true, landmark: 'footer#1', where: 'footer › h2:nth-of-type(2)' }),
      run('Sold out', { card: 'product-card#1' }),
      run('Sold out', { card: 'product-card#1', where: 'main › li' }),
      run('Sold out', { card: 'product-card#2' }),
    ]);
    expect(problems.map((p) => `${p.found} ${p.detail}`)).toEqual([
      'Newsletter repeats the heading just above it',
      'Help a second heading with this text in the same footer',
      'Sold out twice in one product-card',
    ]);
  });
});

describe('text runs of a page', () => {
  it('reads the title, texts and announced attributes with where they are; translate="no" and <time> marked', () => {
    document.title = 'Pulseras | ATELIER';
    document.body.innerHTML = `
      <header><a href="/" aria-label="Inicio">ATELIER</a></header>
      <main>
        <article data-testid="product-card"><h3>Pulsera</h3><span>Agotado</span>
          <img alt="Pulsera de oro" src="x.svg"></article>
        <p>Pedido <span translate="no">ES-0001</span> del <time datetime="2026-11-28">28.11.2026</time></p>
        <template><p>never shown</p></template>
        <input type="submit" value="Enviar"><input placeholder="Correo electrónico">
      </main>`;
    const runs = collectTextRuns(document);
    expect(runs.map((r) => [r.text, r.attribute ?? '', r.verbatim, r.time])).toEqual([
      ['Pulseras | ATELIER', '', false, false],
      ['Inicio', 'aria-label', false, false],
      ['ATELIER', '', false, false],
      ['Pulsera', '', false, false],
      ['Agotado', '', false, false],
      ['Pulsera de oro', 'alt', false, false],
      ['Pedido', '', false, false],
      ['ES-0001', '', true, false],
      ['del', '', false, false],
      ['28.11.2026', '', false, true],
      ['Enviar', 'value', false, false],
      ['Correo electrónico', 'placeholder', false, false],
    ]);
    const card = runs.find((r) => r.text === 'Agotado');
    expect(card?.card).toBe('product-card#1');
    expect(card?.where).toBe('main › article[data-testid=product-card] › span');
  });

  it("reports a page's problems once each, counting repeats, and names the other pages of a site", () => {
    const problems = pageLeftovers([run('Previous price:'), run('Previous price:')], spanish);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.count).toBe(2);
    const lines = describeSiteLeftovers('es-es', [
      { page: 'home /es-es/', problems },
      { page: 'category /es-es/c/3', problems },
    ]);
    expect(lines).toEqual([
      'es-es home /es-es/: foreign-words "Previous, price": not Spanish: in no es label, content text or catalogue name, nor a brand word\n' +
        '    text "Previous price:" at main › p (2 times); also on category',
    ]);
  });
});
