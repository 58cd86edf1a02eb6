import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citationProblems } from './check-citations.js';
import { CITATION_MAP } from './citations.js';
import { sectionsOf } from './doc-sections.js';
import { reflow } from './reflow.js';
import { trackedTextFiles, workingTree } from './repository.js';
import { renderTargets, rewriteText } from './rewrite.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tree = workingTree(root);

/** A repository of two documents, for the checker's own cases. */
const fakeRepo = {
  isFile: (path) => ['docs/product/bag.md', 'docs/design.md'].includes(path),
  isDirectory: (path) => ['docs', 'docs/product'].includes(path),
  sections: (path) =>
    path === 'docs/product/bag.md'
      ? new Set(['1', '4', '4.2'])
      : path === 'docs/design.md'
        ? new Set(['3'])
        : null,
};
const problemsOf = (text, path = 'src/x.ts') =>
  citationProblems({ path, text }, fakeRepo).map((p) => p.problem);

describe('every citation in the repository can be followed (docs/product/README.md §1.2)', () => {
  it('no tracked file cites a document outside the repo, or a docs path or section that does not exist', () => {
    const problems = trackedTextFiles(root).flatMap((file) => citationProblems(file, tree));
    const listed = problems.map((p) => `${p.path}:${p.line}: ${p.problem}`);
    expect(listed, 'run node tools/docs/rewrite-citations.mjs, then fix what it lists').toEqual([]);
  });
});

describe('the citation check', () => {
  it('refuses the former documents in every form the tree used', () => {
    for (const text of [
      '// rule (spec 2, 4.7)',
      '// Spec 3, section 9: constants',
      '// specs 2 and 3 apart from the machine',
      '// Core purity (ARCHITECTURE.md)',
      '// fixed by API-CONTRACT',
      '// the DESIGN.md budget',
      "import x from '../shared/spec/2-bag.md';",
    ]) {
      expect(problemsOf(text), text).toHaveLength(1);
    }
  });

  it('accepts a citation whose document and section exist, on one line or wrapped', () => {
    expect(problemsOf('// (docs/product/bag.md §4.2, §1; docs/design.md §3)')).toEqual([]);
    expect(problemsOf('// the rule (docs/product/bag.md\n// §4.2) holds')).toEqual([]);
    expect(problemsOf('// see docs/product/ for the rest')).toEqual([]);
  });

  it('refuses a missing document, a missing section and a section sign without a document', () => {
    expect(problemsOf('// docs/product/nope.md §1')).toEqual([
      'cites docs/product/nope.md, which does not exist',
    ]);
    expect(problemsOf('// docs/product/bag.md §9.9')).toEqual([
      'cites docs/product/bag.md §9.9, which has no such section',
    ]);
    expect(problemsOf('// as §4.2 says')).toEqual(['cites §4.2 without a document it belongs to']);
  });

  it('reads sections of the same folder inside a document of docs/', () => {
    expect(problemsOf('See §4.2 and bag.md §4.', 'docs/product/bag.md')).toEqual([]);
    expect(problemsOf('See §7.', 'docs/product/bag.md')).toEqual([
      'cites docs/product/bag.md §7, which has no such section',
    ]);
  });

  it('leaves alone what only looks like a citation', () => {
    expect(problemsOf("import { cards } from '../shared-wishlist.js';")).toEqual([]);
    expect(problemsOf('// cart.spec.ts and the OCC spec 2211')).toEqual([]);
    expect(problemsOf('// https://vike.dev/docs/nothing-here')).toEqual([]);
  });
});

describe('section numbers of a document', () => {
  it('are the numbers of its headings, code fences left out', () => {
    const markdown =
      '# T\n\n## 1. One\n\n### 1.2 Two\n\n```\n## 9. not a heading\n```\n#### 1.2.3 Three\n';
    expect([...sectionsOf(markdown)]).toEqual(['1', '1.2', '1.2.3']);
  });
});

describe('the citation map', () => {
  /** Every target string the map can answer, topics and fallbacks included. */
  function targetsOf(entry) {
    if (entry === undefined || entry === null) return [];
    if (typeof entry === 'string') return [entry];
    if (Array.isArray(entry)) return entry.flatMap(targetsOf);
    return [
      ...(entry.topics ?? []).flatMap(([, target]) => targetsOf(target)),
      ...targetsOf(entry.default),
      ...targetsOf(entry.last),
      ...targetsOf(entry.to),
    ];
  }
  const all = [
    ...Object.values(CITATION_MAP.specs).flatMap((spec) => [
      ...Object.values(spec.sections).flatMap(targetsOf),
      ...spec.named.flatMap((named) => targetsOf(named.to)),
      ...spec.whole.flatMap(([, target]) => targetsOf(target)),
    ]),
    ...CITATION_MAP.documents.flatMap((d) => targetsOf(d.entry)),
    ...CITATION_MAP.overrides.flatMap((o) => o.to),
  ];

  it('points only at documents and sections that exist', () => {
    const broken = [...new Set(all)].filter((target) => {
      const [file, section] = target.split(' §');
      const path = file.startsWith('docs/') ? file : `docs/product/${file}`;
      return !tree.isFile(path) || (section !== undefined && !tree.sections(path).has(section));
    });
    expect(broken).toEqual([]);
  });

  it('knows every numbered section of the three former specifications', () => {
    const keys = (n) =>
      Object.keys(CITATION_MAP.specs[n].sections).filter((k) => /^[\d.]+$/.test(k));
    expect(keys(1)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(keys(3)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (const key of ['4.1', '4.7', '4.10', '4.11', '7.1', '7.7', '8.1', '8.4']) {
      expect(keys(2)).toContain(key);
    }
  });
});

describe('the rewrite', () => {
  const rewrite = (text, path = 'packages/core-bag/src/x.ts') =>
    rewriteText(path, text, CITATION_MAP);

  it('renders sections of one file together and files apart', () => {
    expect(renderTargets(['bag.md §2', 'shipping.md §5', 'bag.md §3', 'bag.md §2'])).toBe(
      'docs/product/bag.md §2, §3; docs/product/shipping.md §5',
    );
    expect(renderTargets(['docs/design.md §3'])).toBe('docs/design.md §3');
  });

  it('rewrites the numbered forms', () => {
    expect(rewrite('// Decreasing at 1 removes the line (spec 2, 4.2).').text).toBe(
      '// Decreasing at 1 removes the line (docs/product/bag.md §3.4).',
    );
    expect(rewrite('/** Spec 2, 4.7 step 3: a chosen method stays. */').text).toBe(
      '/** docs/product/shipping.md §3: a chosen method stays. */',
    );
    expect(rewrite('// The voucher (spec 2, 4.6 and 8.1) only flags its field.').text).toBe(
      '// The voucher (docs/product/bag.md §7) only flags its field.',
    );
    expect(rewrite('Spec 2 (4.9, 4.10) asks for the card.', 'docs/adr/x.md').text).toBe(
      'docs/product/payments.md §2.1, §3 asks for the card.',
    );
  });

  it('reads a section list wrapped onto the next comment line', () => {
    const { text, changedLines } = rewrite(
      '// the steps (spec 2, sections 2, 4.8 to\n// 4.10): each one\n',
    );
    expect(text).toBe(
      '// the steps (docs/product/checkout.md §1.1, §3; docs/product/payments.md §2.1, §3): each one\n',
    );
    expect([...changedLines]).toEqual([0]);
  });

  it('places a broad section by the words around it', () => {
    expect(rewrite('// Logout clears the bag (spec 3, section 4).').text).toBe(
      '// Logout clears the bag (docs/product/accounts.md §2.6).',
    );
    expect(rewrite('// The currency list is polled (spec 3, section 4).').text).toBe(
      '// The currency list is polled (docs/product/cross-border.md §5).',
    );
  });

  it('rewrites the other former documents', () => {
    expect(rewrite('// Core purity (ARCHITECTURE.md): no React.').text).toBe(
      '// Core purity (docs/architecture.md §3.2): no React.',
    );
    expect(rewrite('// out of first-load JS (DESIGN.md budget).').text).toBe(
      '// out of first-load JS (docs/design.md §3).',
    );
  });

  it('says a place once when two citations now name it', () => {
    expect(rewrite('// Spec 2, 4.10 and spec 3, section 4, express register: register').text).toBe(
      '// docs/product/checkout.md §11, express register: register',
    );
  });

  it('reports what it cannot place and leaves it as it was', () => {
    const { text, replacements } = rewrite('// as spec 3 says', 'x.txt');
    expect(text).toBe('// as spec 3 says');
    expect(replacements).toEqual([{ line: 1, from: 'spec 3', to: null }]);
  });

  it('changes nothing the second time', () => {
    const once = rewrite('// a (spec 2, 4.2) b (spec 1 section 9: 40 mobile) c (DESIGN.md)').text;
    expect(rewrite(once).text).toBe(once);
    expect(rewrite(once).replacements).toEqual([]);
  });
});

describe('rewrapping the lines a rewrite made long', () => {
  it('wraps a comment and keeps a section sign with its document', () => {
    const line = `// ${'word '.repeat(17)}(docs/product/shipping.md §4.2) and more words after it.`;
    const out = reflow(
      'a.ts',
      `${line}\n// next line of the same comment.\nconst x = 1;`,
      new Set([0]),
    );
    const lines = out.split('\n');
    expect(lines.every((l) => l.length <= 100)).toBe(true);
    expect(out).toContain('docs/product/shipping.md §4.2)');
    expect(lines.at(-1)).toBe('const x = 1;');
    expect(out.replace(/\n\/\/ /g, ' ')).toContain(
      'and more words after it. next line of the same comment.',
    );
  });

  it('turns a one-line doc comment that grew too long into a block', () => {
    const line = `  /** ${'word '.repeat(18)}(docs/product/bag.md §2.6). */`;
    const out = reflow('a.ts', line, new Set([0])).split('\n');
    expect(out[0]).toBe('  /**');
    expect(out.at(-1)).toBe('   */');
    expect(out.slice(1, -1).every((l) => l.startsWith('   * ') && l.length <= 100)).toBe(true);
  });

  it('leaves code, tables and unchanged lines alone', () => {
    const code = `const x = ${'"a" + '.repeat(30)}"b";`;
    expect(reflow('a.ts', code, new Set([0]))).toBe(code);
    const table = `| ${'cell '.repeat(30)} |`;
    expect(reflow('a.md', table, new Set([0]))).toBe(table);
    const long = `// ${'word '.repeat(30)}`;
    expect(reflow('a.ts', long, new Set())).toBe(long);
  });
});
