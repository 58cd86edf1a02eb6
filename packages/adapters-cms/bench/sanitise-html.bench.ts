// What sanitize-html costs against the regular-expression sanitiser it replaced (ADR 0009), on
// every rich text of the embedded content (all sites) and on a dirty text. Prints the ratio.
import { bench, describe } from 'vitest';
import { embeddedRows } from '../src/embedded/embedded-items.js';
import { sanitiseHtml } from '../src/sanitise/sanitise-html.js';
import { regexSanitiseHtml } from './regex-sanitise-html.js';

/** Every string with markup in the shipped content, as the row reader meets them. */
function richTexts(): string[] {
  const texts: string[] = [];
  const collect = (node: unknown): void => {
    if (typeof node === 'string') {
      if (node.includes('<')) texts.push(node);
    } else if (node !== null && typeof node === 'object') Object.values(node).forEach(collect);
  };
  for (const rows of embeddedRows().values()) for (const row of rows) collect(row.content);
  return texts;
}

const TEXTS = richTexts();
const DIRTY =
  '<div class="x"><p onclick="steal()">Gold <strong>18k</strong> <a href="jav&#x09;ascript:x" ' +
  'target=_blank>care</a></p><script>alert(1)</script><!-- note --><ul><li>one<li>two</ul>' +
  '<img src=x onerror=alert(1)></div>';

// Long enough runs that a busy machine evens out; the ratio is what to read, not the hz.
const OPTIONS = { time: 3000, warmupTime: 500 };

describe(`${TEXTS.length} embedded rich texts`, () => {
  bench(
    'sanitize-html',
    () => {
      for (const html of TEXTS) sanitiseHtml(html);
    },
    OPTIONS,
  );
  bench(
    'regular expressions (replaced)',
    () => {
      for (const html of TEXTS) regexSanitiseHtml(html);
    },
    OPTIONS,
  );
});

describe('one dirty text', () => {
  bench(
    'sanitize-html',
    () => {
      sanitiseHtml(DIRTY);
    },
    OPTIONS,
  );
  bench(
    'regular expressions (replaced)',
    () => {
      regexSanitiseHtml(DIRTY);
    },
    OPTIONS,
  );
});
