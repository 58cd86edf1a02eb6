// What a citation may point at: only documents in this repository, and only sections that
// exist (docs/product/README.md §1). The former product documents lived beside the repo, so a
// citation of them is one the next maintainer cannot follow.

/** Documents that are not in the repository, as code and docs used to cite them. */
export const FORMER_DOCUMENTS = [
  {
    name: 'a former product specification ("spec N")',
    pattern: /\b[Ss]pec(?:s|ification)? [123]\b/g,
  },
  { name: 'ARCHITECTURE.md (now docs/architecture.md)', pattern: /\bARCHITECTURE\.md\b/g },
  { name: 'API-CONTRACT.md (now docs/api-contract.md)', pattern: /\bAPI-CONTRACT\b/g },
  { name: 'DESIGN.md (now docs/design.md)', pattern: /\bDESIGN\.md\b/g },
  { name: 'STACK.md (tool versions are in the README)', pattern: /\bSTACK\.md\b/g },
  {
    name: 'the shared folder beside the repository',
    pattern: /\.\.\/shared(?![\w-])|\/work\/shared\b/g,
  },
];

/** A path into the repository's docs folder, not part of a longer path or URL. */
const DOCS_PATH = /(?<![\w./@-])docs\/[\w./-]*[\w/]/g;
const SECTION = /§\s?(\d+(?:\.\d+)*)/g;
/** In a document of docs/, another document named relative to it (`shell.md`, `../SCALING.md`). */
const RELATIVE_DOCUMENT = /(?<![\w./@-])(?:(?:\.\.\/)+(?:[\w-]+\/)*)?[\w-]+\.md\b/g;

/** `base` joined with a relative path, `..` segments resolved. */
function resolveRelative(base, relative) {
  const parts = base.split('/').slice(0, -1);
  for (const segment of relative.split('/')) {
    if (segment === '..') parts.pop();
    else parts.push(segment);
  }
  return parts.join('/');
}

const MISSING = Symbol('a document that does not exist');

/** Files that name the former documents on purpose: the citation map, its script and tests. */
export function isExempt(path) {
  return path.startsWith('tools/docs/');
}

/**
 * @typedef {{ isFile(path: string): boolean, isDirectory(path: string): boolean,
 *   sections(path: string): Set<string> | null }} Repository
 * @typedef {{ path: string, line: number, problem: string }} CitationProblem
 */

/**
 * Every citation of one file that cannot be followed.
 * @param {{ path: string, text: string }} file a path from the repository root and its text
 * @param {Repository} repo
 * @returns {CitationProblem[]}
 */
export function citationProblems(file, repo) {
  if (isExempt(file.path)) return [];
  const problems = [];
  const ownSections = file.path.startsWith('docs/') && file.path.endsWith('.md') ? file.path : null;
  let carried = null;
  file.text.split('\n').forEach((text, index) => {
    const line = index + 1;
    const report = (problem) => problems.push({ path: file.path, line, problem });
    for (const { name, pattern } of FORMER_DOCUMENTS) {
      for (const match of text.matchAll(pattern)) report(`cites ${name}: "${match[0]}"`);
    }
    const relative =
      ownSections === null
        ? []
        : [...text.matchAll(RELATIVE_DOCUMENT)]
            .filter((m) => !m[0].startsWith('docs/'))
            .map((m) => ({
              at: m.index,
              length: m[0].length,
              path: resolveRelative(file.path, m[0]),
            }));
    const tokens = [
      ...[...text.matchAll(DOCS_PATH)].map((m) => ({
        at: m.index,
        end: m.index + m[0].length,
        path: m[0],
      })),
      ...relative.map((t) => ({ ...t, end: t.at + t.length })),
      ...[...text.matchAll(SECTION)].map((m) => ({
        at: m.index,
        end: m.index + m[0].length,
        section: m[1],
      })),
    ].sort((a, b) => a.at - b.at);
    // A section sign cites the nearest document before it: on this line, else at the end of
    // the line before (a comment wrapped between the two), else the document it is written in.
    let current = carried;
    carried = null;
    for (const token of tokens) {
      if (token.path !== undefined) {
        const path = token.path.replace(/\/$/, '');
        if (!repo.isFile(path) && !repo.isDirectory(path)) {
          report(`cites ${path}, which does not exist`);
          current = MISSING;
        } else {
          current = path.endsWith('.md') && repo.isFile(path) ? path : null;
        }
        continue;
      }
      if (current === MISSING) continue; // its document is reported already
      const target = current ?? ownSections;
      if (target === null) {
        report(`cites §${token.section} without a document it belongs to`);
        continue;
      }
      if (!(repo.sections(target)?.has(token.section) ?? false)) {
        report(`cites ${target} §${token.section}, which has no such section`);
      }
    }
    const last = tokens.at(-1);
    carried = last !== undefined && /^[\s,;:(]*$/.test(text.slice(last.end)) ? current : null;
  });
  return problems;
}
