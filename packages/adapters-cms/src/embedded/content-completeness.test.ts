import { SITE_CODES } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import {
  completenessProblems,
  describeProblem,
  placeholdersOf,
  textProblem,
} from './content-completeness.js';

describe('content completeness', () => {
  it.each(SITE_CODES)('%s has every content text and label in its own language', (site) => {
    const problems = completenessProblems(site).map(describeProblem);
    // One line per text: site · collection · key: what is wrong and how to fix it.
    expect(
      problems,
      `${problems.length} texts are not in ${site}'s language:\n${problems.join('\n')}`,
    ).toEqual([]);
  });

  it('reads placeholders and HTML tags, leaving out the tags that isolate a Latin run in RTL text', () => {
    expect(placeholdersOf('<p>Hi {name}, <strong>{count}</strong></p>')).toEqual([
      '<p>',
      '<p>',
      '<strong>',
      '<strong>',
      '{count}',
      '{name}',
    ]);
    expect(placeholdersOf('<p>مرحبا <bdi>{name}</bdi>.</p>')).toEqual(['<p>', '<p>', '{name}']);
  });

  it('names what is wrong with a text: missing, a copy of English, or other placeholders', () => {
    expect(textProblem('de', 'Bag', '', false)).toMatch(/^missing/);
    expect(textProblem('de', 'Bag', undefined, false)).toMatch(/^missing/);
    expect(textProblem('de', 'Add to bag', 'Add to bag', false)).toMatch(
      /^untranslated: a copy of the English text "Add to bag"/,
    );
    expect(textProblem('de', 'Gold', 'Gold', true)).toBeNull();
    expect(textProblem('fr', 'Hello {name}', 'Bonjour {nom}', false)).toBe(
      'placeholders differ: English has [{name}], this text has [{nom}]',
    );
    expect(textProblem('el', '<p>Hi <strong>you</strong></p>', '<p>Γεια σας</p>', false)).toMatch(
      /^placeholders differ/,
    );
    expect(
      textProblem('ar', '<p>{code}.</p>', '<p>الرمز <bdi>{code}</bdi>.</p>', false),
    ).toBeNull();
    // Codes and label keys are not words to translate.
    expect(textProblem('ja', 'WINTER20', 'WINTER20', false)).toBeNull();
    expect(textProblem('ja', 'seeBudget', 'seeBudget', false)).toBeNull();
    // English sites only need a text.
    expect(textProblem('en', 'Bag', 'Bag', false)).toBeNull();
  });
});
