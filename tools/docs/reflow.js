// A citation rewrite makes lines longer ("spec 2, 4.7" becomes "docs/product/shipping.md §2").
// Prettier leaves comments and markdown prose as they are, so the lines the rewrite changed are
// wrapped here: comment lines of JS and TS (`//`, ` * `, a one-line `/** */`) and markdown
// paragraphs, to the house width, carrying the overflow into the next line of the same
// paragraph. Code, tables, headings and fenced blocks are left alone (Prettier formats code).

const WIDTH = 100;

/** How one line is built: what comes before its words, and the prefix of its continuations. */
function shapeOf(line, kind) {
  if (kind === 'script') {
    let m = /^(\s*)\/\/ ?(.*)$/.exec(line);
    if (m) return { lead: `${m[1]}// `, next: `${m[1]}// `, words: m[2] };
    m = /^(\s*)\/\*\* (.*) \*\/$/.exec(line);
    if (m) return { lead: `${m[1]} * `, next: `${m[1]} * `, words: m[2], oneLineDoc: m[1] };
    m = /^(\s*)\/\*\* ?(.*)$/.exec(line);
    if (m && m[2] !== '') return { lead: `${m[1]}/** `, next: `${m[1]} * `, words: m[2] };
    m = /^(\s*)\* ?(.*)$/.exec(line);
    if (m && !m[2].startsWith('/')) return { lead: `${m[1]}* `, next: `${m[1]}* `, words: m[2] };
    return null;
  }
  if (/^\s*(\||#|```|~~~|<|$)/.test(line)) return null;
  const m = /^(\s*)((?:[-*+]|\d+\.)\s+)?(.*)$/.exec(line);
  if (!m) return null;
  return {
    lead: `${m[1]}${m[2] ?? ''}`,
    next: `${m[1]}${' '.repeat((m[2] ?? '').length)}`,
    words: m[3],
  };
}

/** Whether a line continues the paragraph whose continuation prefix is `prefix`. */
function continues(line, prefix, kind) {
  if (line === undefined || !line.startsWith(prefix)) return false;
  const rest = line.slice(prefix.length);
  if (rest.trim() === '' || /^\s/.test(rest)) return false;
  if (kind === 'script') return !/^([-*@]|\d+\.\s|\/|<|`{3})/.test(rest);
  return !/^([-*+|#>]|\d+\.\s|```|<)/.test(rest);
}

/** Words to lay out, a section sign kept with the path before it. */
function wordsOf(text) {
  return text.split(' ').reduce((words, word) => {
    if (/^§/.test(word) && words.length > 0) words[words.length - 1] += ` ${word}`;
    else if (word !== '') words.push(word);
    return words;
  }, []);
}

/** As many words as fit after `lead`, and the rest. */
function fill(lead, words) {
  let line = lead + (words[0] ?? '');
  let used = words.length > 0 ? 1 : 0;
  while (used < words.length && (line + ' ' + words[used]).length <= WIDTH) {
    line += ` ${words[used]}`;
    used += 1;
  }
  return { line, rest: words.slice(used) };
}

/**
 * The text with every changed line that is too long wrapped.
 * @param {string} path decides the kind: script (js, ts, ...) or markdown
 * @param {string} text
 * @param {Set<number>} changed 0-based indexes of the lines the rewrite changed
 */
export function reflow(path, text, changed) {
  const kind = /\.(m?[jt]sx?|cjs)$/.test(path) ? 'script' : /\.md$/.test(path) ? 'markdown' : null;
  if (kind === null) return text;
  const lines = text.split('\n');
  let fence = false;
  const inFence = lines.map((line) => {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    return fence;
  });
  const out = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const shape = changed.has(i) && line.length > WIDTH && !inFence[i] ? shapeOf(line, kind) : null;
    if (shape === null) {
      out.push(line);
      continue;
    }
    if (shape.oneLineDoc !== undefined) {
      // /** long text */ becomes a block comment of wrapped lines
      out.push(`${shape.oneLineDoc}/**`);
      let words = wordsOf(shape.words);
      while (words.length > 0) {
        const { line: filled, rest } = fill(shape.next, words);
        out.push(filled);
        words = rest;
      }
      out.push(`${shape.oneLineDoc} */`);
      continue;
    }
    let { line: filled, rest } = fill(shape.lead, wordsOf(shape.words));
    out.push(filled);
    // carry the overflow through the paragraph, one line at a time
    while (rest.length > 0) {
      const next = lines[i + 1];
      if (!inFence[i + 1] && continues(next, shape.next, kind)) {
        i += 1;
        ({ line: filled, rest } = fill(shape.next, [
          ...rest,
          ...wordsOf(next.slice(shape.next.length)),
        ]));
      } else {
        ({ line: filled, rest } = fill(shape.next, rest));
      }
      out.push(filled);
    }
  }
  return out.join('\n');
}
