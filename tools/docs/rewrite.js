// The citation rewrite, as pure functions over one file's text: find every citation of a
// former product document ("spec 2, 4.7", "spec 3, sections 2 and 4", "ARCHITECTURE.md", ...),
// resolve it through the map of tools/docs/citations.js to the repo's own documents, and
// render it in the form of docs/product/README.md §1. What cannot be resolved is reported,
// never guessed. tools/docs/rewrite-citations.mjs runs it over the tree.

const SPEC_START = /\b([Ss])pec(?:s|ification)? ([123])(?: and ([123])(?![.\d]))?\b/g;

/** Spaces, or a line break followed by the next line's comment leader (a wrapped comment). */
function skipSpace(text, at) {
  const match = /^(?:[ \t]+|[ \t]*\n[ \t]*(?:\/\/|\*(?!\/)|#)?[ \t]*)/.exec(text.slice(at));
  return at + (match ? match[0].length : 0);
}

/** A regular expression, anchored at `at`. */
function matchAt(pattern, text, at) {
  const sticky = new RegExp(pattern.source, pattern.flags.replace('g', '') + 'y');
  sticky.lastIndex = at;
  return sticky.exec(text);
}

/** The numbered section keys of a spec between two keys, for ranges ("4.1 to 4.7", "2-4"). */
function keysBetween(spec, from, to) {
  const depth = (key) => key.split('.').length;
  const rank = (key) => key.split('.').map(Number);
  const before = (a, b) => rank(a)[0] - rank(b)[0] || (rank(a)[1] ?? 0) - (rank(b)[1] ?? 0);
  const keys = Object.keys(spec.sections)
    .filter((key) => /^\d+(\.\d+)?$/.test(key) && depth(key) === depth(from))
    .sort(before);
  const a = keys.indexOf(from);
  const b = keys.indexOf(to);
  return a < 0 || b < a ? null : keys.slice(a, b + 1);
}

/**
 * The list of sections after a spec ("4.7, 4.8 and 5", "sections 2-4, 7 and 9",
 * "4.8 step 2"), from `at`, possibly wrapped onto the next comment line. Answers the keys and
 * where the list ends, or null when no known section starts there.
 */
function parseSectionList(text, at, spec) {
  const section = (from) => {
    let start = from;
    const word = matchAt(/(?:sections?\b|§)/, text, from);
    if (word) start = skipSpace(text, from + word[0].length);
    const number = matchAt(/\d+(?:\.\d+)?(?![\d.]*\d)/, text, start);
    if (!number || !(number[0] in spec.sections)) return null;
    let key = number[0];
    let end = start + number[0].length;
    const step = matchAt(/[ \t]+(steps? \d+(?: and \d+)?)/, text, end);
    if (step && `${key} ${step[1]}` in spec.sections) {
      key = `${key} ${step[1]}`;
      end += step[0].length;
    }
    return { key, end };
  };
  const first = section(at);
  if (!first) return null;
  const keys = [first.key];
  let i = first.end;
  for (;;) {
    const sep = matchAt(/(?:,(?:[ \t]+and\b)?|and\b|-|to\b)/, text, skipSpace(text, i));
    if (!sep) break;
    const next = section(skipSpace(text, sep.index + sep[0].length));
    if (!next) break;
    if (sep[0] === '-' || sep[0] === 'to') {
      const last = keys[keys.length - 1].split(' ')[0];
      const range = keysBetween(spec, last, next.key.split(' ')[0]);
      if (!range) break;
      keys.push(...range.slice(1));
    } else {
      keys.push(next.key);
    }
    i = next.end;
  }
  return { keys, end: i };
}

/** A named part right after a spec ("layouts", "the bag", "contact form"), from `at`. */
function parseNamed(text, at, spec) {
  for (const named of spec.named ?? []) {
    const match = matchAt(named.name, text, at);
    if (match) return { named, end: at + match[0].length };
  }
  return null;
}

/**
 * The locator after "spec N": sections, a named part, or both, in the forms the tree uses.
 * Answers { keys, named, end } (end = where the citation ends).
 */
function parseLocator(text, at, spec) {
  const none = { keys: [], named: null, end: at };
  // "spec 2 (4.9, 4.10, 8.2, 9)", "spec 3 (section 2)", also with the parenthesis on the next
  // comment line
  const paren = matchAt(/[ \t]*\([ \t]*/, text, skipSpace(text, at));
  if (paren) {
    const list = parseSectionList(text, paren.index + paren[0].length, spec);
    const close = list ? matchAt(/[ \t]*\)/, text, list.end) : null;
    if (list && close) return { keys: list.keys, named: null, end: list.end + close[0].length };
  }
  const sep = matchAt(/(?:[ \t]*,[ \t]*|[ \t]*:[ \t]*|[ \t]+)/, text, at);
  if (!sep) {
    // "spec 3\n// section 7": a wrapped comment, only with the word section after the break
    const next = skipSpace(text, at);
    if (next === at || !matchAt(/sections?\b/, text, next)) return none;
    const list = parseSectionList(text, next, spec);
    return list ? { keys: list.keys, named: null, end: list.end } : none;
  }
  const after = at + sep[0].length;
  const list = sep[0].includes(':') ? null : parseSectionList(text, skipSpace(text, after), spec);
  if (list) {
    const comma = matchAt(/[ \t]*,[ \t]*/, text, list.end);
    const named = comma ? parseNamed(text, list.end + comma[0].length, spec) : null;
    // "section 2, layouts": the name narrows the sections down, so it decides
    return named
      ? { keys: [], named: named.named, end: named.end }
      : { keys: list.keys, named: null, end: list.end };
  }
  const named = parseNamed(text, after, spec);
  if (!named) return none;
  // "the bag, 4.1 to 4.7", "the bag (sections 4.1 and 4.2)"
  const comma = matchAt(/[ \t]*,[ \t]*/, text, named.end);
  const more = comma ? parseSectionList(text, named.end + comma[0].length, spec) : null;
  if (more) return { keys: more.keys, named: named.named, end: more.end };
  const open = matchAt(/[ \t]+\([ \t]*/, text, named.end);
  const inner = open ? parseSectionList(text, named.end + open[0].length, spec) : null;
  const close = inner ? matchAt(/[ \t]*\)/, text, inner.end) : null;
  if (inner && close)
    return { keys: inner.keys, named: named.named, end: inner.end + close[0].length };
  return { keys: [], named: named.named, end: named.end };
}

/** Where a citation's own words end: the rest of its clause, which often names the rule. */
function trailingWords(text, end) {
  const rest = text.slice(end, end + 90);
  const stop = rest.search(/[);\n]|\. /);
  return stop < 0 ? rest : rest.slice(0, stop);
}

/** The lines around a position: the comment or paragraph a citation sits in. */
function blockAround(text, at, radius = 3) {
  const lines = text.split('\n');
  const line = text.slice(0, at).split('\n').length - 1;
  return lines.slice(Math.max(0, line - radius), line + radius + 1).join('\n');
}

function lineAround(text, at) {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  return text.slice(start, end < 0 ? text.length : end);
}

/**
 * A target for a rule entry: a string is a target; { topics, default } is resolved by the
 * words around the citation. Topics are tried in list order on the citation's own words, then
 * on its line; a default (the section as a whole) comes next; only an entry without one reads
 * further, the lines around the citation and then the file's path, and then takes its `last`.
 */
function resolve(entry, scopes) {
  if (entry === undefined || entry === null) return null;
  if (typeof entry === 'string') return entry;
  const near = scopes.slice(0, 2);
  const far = scopes.slice(2);
  const found = (list) => {
    for (const scope of list) {
      for (const [pattern, target] of entry.topics ?? []) {
        if (pattern.test(scope))
          return typeof target === 'string' ? target : resolve(target, scopes);
      }
    }
    return null;
  };
  return found(near) ?? entry.default ?? found(far) ?? entry.last ?? null;
}

/** docs/product/bag.md §2.1 -> { file, section } (targets without docs/ are product files). */
function splitTarget(target) {
  const [file, section] = target.split(' §');
  const path = file.startsWith('docs/') ? file : `docs/product/${file}`;
  return { path, section: section ?? null };
}

/**
 * One citation text for several targets: sections of one file after its path, files apart
 * with semicolons, in the order they came.
 */
export function renderTargets(targets) {
  const files = new Map();
  for (const target of targets) {
    const { path, section } = splitTarget(target);
    if (!files.has(path)) files.set(path, []);
    const sections = files.get(path);
    if (section !== null && !sections.includes(section)) sections.push(section);
  }
  return [...files]
    .map(([path, sections]) =>
      sections.length === 0 ? path : `${path} ${sections.map((s) => `§${s}`).join(', ')}`,
    )
    .join('; ');
}

/**
 * @typedef {{ line: number, from: string, to: string | null }} Replacement
 *   to is null when the citation could not be resolved (it is left as it was)
 */

/**
 * Every citation of one file rewritten.
 * @param {string} path the file's path from the repository root
 * @param {string} text
 * @param {import('./citations.js').CitationMap} map
 * @returns {{ text: string, replacements: Replacement[], changedLines: Set<number> }}
 *   changedLines: 0-based indexes, in the new text, of the lines a replacement landed on
 */
export function rewriteText(path, text, map) {
  const replacements = [];
  const edits = [];
  const lineOf = (at) => text.slice(0, at).split('\n').length;
  const overlaps = (at, end) => edits.some((e) => at < e.end && end > e.at);
  const edit = (at, end, to) => {
    edits.push({ at, end, to });
    replacements.push({ line: lineOf(at), from: text.slice(at, end), to });
  };
  // Whole phrases first: forms the grammar below would read wrongly.
  for (const [phrase, replacement] of map.phrases) {
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + phrase.length)) {
      edit(at, at + phrase.length, replacement);
    }
  }
  const scopesAt = (at, end, own) => [
    own,
    lineAround(text, at).replace(text.slice(at, end), ' '),
    blockAround(text, at),
    path,
  ];
  for (const match of text.matchAll(SPEC_START)) {
    const at = match.index;
    if (overlaps(at, at + match[0].length)) continue;
    const numbers = [match[2], match[3]].filter(Boolean);
    const specs = numbers.map((n) => map.specs[n]);
    // A locator belongs to the last spec named ("spec 2 and 3, section 9": both, section 9).
    const locator = parseLocator(text, at + match[0].length, specs[specs.length - 1]);
    const end = locator.end;
    const scopes = scopesAt(at, end, trailingWords(text, end));
    const targets = [];
    let unresolved = false;
    for (const spec of specs) {
      const override = map.overrides.find(
        (o) => o.spec === spec.number && o.path.test(path) && o.text.test(lineAround(text, at)),
      );
      if (override) {
        targets.push(...override.to);
        continue;
      }
      const entries =
        locator.keys.length > 0
          ? locator.keys.map((key) => spec.sections[key])
          : [locator.named?.to ?? { topics: spec.whole }];
      for (const entry of entries) {
        const target = resolve(entry, scopes);
        if (target === null) unresolved = true;
        else targets.push(target);
      }
    }
    if (unresolved || targets.length === 0) {
      replacements.push({ line: lineOf(at), from: text.slice(at, end), to: null });
      continue;
    }
    edit(at, end, renderTargets(targets));
  }
  for (const { pattern, entry } of map.documents) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index;
      const end = at + match[0].length;
      if (overlaps(at, end)) continue;
      const target = resolve(entry, scopesAt(at, end, `${match[0]} ${trailingWords(text, end)}`));
      if (target === null) replacements.push({ line: lineOf(at), from: match[0], to: null });
      else edit(at, end, renderTargets([target]));
    }
  }
  // Build the new text front to back, noting the lines each replacement lands on. Two
  // citations that now say the same ("spec 2, 4.10 and spec 3, section 4") become one.
  edits.sort((a, b) => a.at - b.at);
  for (let i = edits.length - 1; i > 0; i -= 1) {
    const [a, b] = [edits[i - 1], edits[i]];
    if (a.to === b.to && /^(?:,? and |; |, )$/.test(text.slice(a.end, b.at))) {
      edits.splice(i - 1, 2, { at: a.at, end: b.end, to: a.to });
    }
  }
  let out = '';
  let from = 0;
  const changedLines = new Set();
  for (const e of edits) {
    out += text.slice(from, e.at);
    const first = out.split('\n').length - 1;
    out += e.to;
    const last = out.split('\n').length - 1;
    for (let line = first; line <= last; line += 1) changedLines.add(line);
    from = e.end;
  }
  out += text.slice(from);
  return {
    text: out,
    replacements: replacements.sort((a, b) => a.line - b.line),
    changedLines,
  };
}
