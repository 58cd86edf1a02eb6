import { SITE_CODES } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import { completenessProblems, describeProblem, placeholdersOf } from './content-completeness.js';

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
});
