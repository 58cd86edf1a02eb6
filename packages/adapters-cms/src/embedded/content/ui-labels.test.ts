import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from './languages.js';
import { missingLabels, uiLabelsIn } from './ui-labels.js';

describe('UI labels', () => {
  it.each(CONTENT_LANGUAGES)('has every label translated in %s', (language) => {
    // A missing text would fall back to English on the site; it must be filled before merging.
    expect(missingLabels(language)).toEqual([]);
  });

  it('reads labels in a language', () => {
    expect(uiLabelsIn('de')['bag']).toBe('Warenkorb');
    expect(uiLabelsIn('ar')['home']).toBe('الرئيسية');
  });

  it('writes the numbers of Arabic labels in Arabic-Indic digits, as ar-SA writes them (issue 32)', () => {
    const latinDigits = Object.entries(uiLabelsIn('ar')).filter(([, text]) =>
      /[0-9]/.test(text.replace(/\{[^}]*\}/g, '')),
    );
    expect(latinDigits).toEqual([]);
  });
});
