/**
 * The part of the frame's stylesheet a page's first screen needs (issue 34, ADR 0056). The
 * whole stylesheet (about 94 kB, src/shell/components/frame.css) is one cached file linked at
 * the end of the body; what the first screen draws must be styled before it arrives, so the
 * rules that can match it are written inline in the head.
 *
 * A rule is kept when one of its selectors can match the first screen's markup: every class
 * it names is used by an element of the header or the first part of the page's main content
 * (FIRST_SCREEN_MARKUP characters: every listing repeats its first cards' classes). Rules
 * without a class (tokens, document defaults, @font-face) are always kept. Selectors that
 * only apply on an interaction (:hover, :focus, :active) wait for the file, as do the token
 * sets of the other vertical. The choice is by class names, not by laying the page out: a
 * rule kept in vain costs bytes, never a wrong style, because the file that comes last holds
 * every rule in its cascade order again (first-paint-order.ts puts it after the inline part
 * and the page's stylesheets after it).
 *
 * The stylesheet is parsed once per file (postcss); per page the work is one scan of the
 * first screen's class attributes and a lookup of the rules by that set of classes.
 */
import postcss, { type AtRule, type ChildNode, type Container } from 'postcss';

/** Characters of `<main>` whose classes may count as the first screen (ADR 0056). */
export const FIRST_SCREEN_MARKUP = 12_000;
/** Bytes of inline CSS at most: the budget's 14 kB (14,336 bytes, bench/document-budget.json)
 * less a margin. A category's first row holds content tiles (a look, a banner) after its
 * first cards; at 13 kB their rules were cut and their pictures laid out unstyled. */
export const INLINE_LIMIT = 14_000;

/** Distinct class sets remembered per stylesheet (a page type has few; crawlers many). */
const MEMO_LIMIT = 64;

/** Pseudo-classes that only match while the visitor interacts: not on the first paint. */
const INTERACTION = /:(?:hover|focus|focus-visible|focus-within|active)(?![\w-])/;
/** A token set of another vertical (`[data-vertical=suot]`); the page's own is `main` or it
 * names itself on <html>, which the caller passes as a class-like token. */
const VERTICAL = /\[data-vertical=["']?([\w-]+)["']?\]/;
/** Functional pseudo-classes (:not(), :is(), :where(), :has()) and attribute selectors: their
 * classes are not required of the page (a :not(.x) applies where .x is absent). */
const NESTED = /:[\w-]+\([^()]*\)|\[[^\]]*\]/g;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

interface Rule {
  /** The rule's CSS text, wrapped in its at-rules, and its UTF-8 bytes. */
  text: string;
  bytes: number;
  /** Each selector's required classes; null: kept on every page. */
  alternatives: string[][] | null;
}

/** The classes a selector (one of a list) needs the page to use; null if it never applies at first paint. */
export function requiredClasses(selector: string, vertical: string): string[] | null {
  if (INTERACTION.test(selector)) return null;
  const named = VERTICAL.exec(selector);
  if (named && named[1] !== vertical) return null;
  let plain = selector;
  for (let previous = ''; previous !== plain;) {
    previous = plain;
    plain = plain.replace(NESTED, '');
  }
  return [...plain.matchAll(CLASS)].map((match) => match[1]!);
}

function splitSelectors(selector: string): string[] {
  // postcss's `rule.selectors` splits on top-level commas (not those inside :is(a, b)).
  return postcss.rule({ selector }).selectors;
}

function wrapped(node: ChildNode, text: string): string {
  let out = text;
  for (let parent: Container | undefined = node.parent; parent && parent.type === 'atrule';) {
    const at = parent as AtRule;
    out = `@${at.name} ${at.params}{${out}}`;
    parent = at.parent;
  }
  return out;
}

function rulesOf(css: string, vertical: string): Rule[] {
  const rules: Rule[] = [];
  postcss.parse(css).walk((node) => {
    if (node.type === 'rule') {
      // Keyframes' steps travel with their @keyframes rule below.
      if (node.parent?.type === 'atrule' && /keyframes$/.test((node.parent as AtRule).name)) return;
      const alternatives: string[][] = [];
      for (const selector of splitSelectors(node.selector)) {
        const classes = requiredClasses(selector, vertical);
        if (classes) alternatives.push(classes);
      }
      if (alternatives.length === 0) return;
      const text = wrapped(node, node.toString());
      rules.push({
        bytes: Buffer.byteLength(text),
        text,
        alternatives: alternatives.some((a) => a.length === 0) ? null : alternatives,
      });
    } else if (node.type === 'atrule' && (node.name === 'font-face' || node.name === 'property')) {
      const text = wrapped(node, node.toString());
      rules.push({ text, bytes: Buffer.byteLength(text), alternatives: null });
    }
  });
  return rules;
}

/** The distinct class tokens of the elements in `html` from `from` up to `to`, in document order. */
export function classesBetween(html: string, from: number, to: number): string[] {
  const classes = new Set<string>();
  for (let at = html.indexOf(' class="', from); at >= 0 && at < to;) {
    const start = at + ' class="'.length;
    const end = html.indexOf('"', start);
    if (end < 0) break;
    for (const token of html.slice(start, end).split(' ')) if (token) classes.add(token);
    at = html.indexOf(' class="', end);
  }
  return [...classes];
}

/**
 * Marks a part drawn after the footer that is on screen at once all the same (the cookie
 * notice, fixed to the viewport's bottom: ADR 0061). Its classes count as the first screen's,
 * after the rest: where the budget runs out, the page's own content comes first.
 */
export const FIRST_SCREEN_OVERLAY = 'data-sf-first-screen';
/** Characters read from the overlay's mark (the cookie notice is about 1,300). */
export const OVERLAY_MARKUP = 3_000;

/**
 * The classes of a document's first screen, top first: its body up to FIRST_SCREEN_MARKUP
 * characters into `<main>`, then those of a first-screen overlay (FIRST_SCREEN_OVERLAY).
 */
export function firstScreenClasses(html: string): string[] {
  const body = html.indexOf('<body');
  if (body < 0) return [];
  const main = html.indexOf('<main', body);
  const footer = html.indexOf('<footer', body);
  let end = main < 0 ? html.length : main + FIRST_SCREEN_MARKUP;
  if (footer >= 0 && footer < end) end = footer;
  const classes = classesBetween(html, body, end);
  const overlay = html.indexOf(FIRST_SCREEN_OVERLAY, end);
  if (overlay < 0) return classes;
  const seen = new Set(classes);
  for (const name of classesBetween(html, overlay, overlay + OVERLAY_MARKUP))
    if (!seen.has(name)) classes.push(name);
  return classes;
}

export type CriticalCss = (classes: readonly string[], vertical: string) => string;

interface Parsed {
  rules: Rule[];
  /** For each class, the rules whose selectors name it. */
  byClass: Map<string, number[]>;
  /** Bytes of the rules every page keeps. */
  always: number;
}

function parsed(css: string, vertical: string): Parsed {
  const rules = rulesOf(css, vertical);
  const byClass = new Map<string, number[]>();
  let always = 0;
  rules.forEach((rule, index) => {
    if (!rule.alternatives) always += rule.bytes;
    for (const name of new Set(rule.alternatives?.flat() ?? [])) {
      const list = byClass.get(name);
      if (list) list.push(index);
      else byClass.set(name, [index]);
    }
  });
  return { rules, byClass, always };
}

/**
 * The inline part of a stylesheet for a page's first-screen classes (top of the page first),
 * at most `limit` bytes, with its rules in the stylesheet's order. Classes are taken in
 * document order until the next one's rules would pass the limit: what is lower on the page
 * waits for the file. Parses `css` on first use per vertical and remembers recent answers.
 */
export function criticalCssOf(css: string, limit = INLINE_LIMIT): CriticalCss {
  const byVertical = new Map<string, Parsed>();
  const memo = new Map<string, string>();
  return (classes, vertical) => {
    const key = `${vertical} ${classes.join(' ')}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let sheet = byVertical.get(vertical);
    if (!sheet) byVertical.set(vertical, (sheet = parsed(css, vertical)));
    const { rules, byClass } = sheet;
    const kept = rules.map((rule) => rule.alternatives === null);
    const present = new Set<string>();
    let total = sheet.always;
    for (const name of classes) {
      present.add(name);
      const newly = new Set<number>();
      for (const index of byClass.get(name) ?? []) {
        const needs = rules[index]!.alternatives!;
        if (!kept[index] && needs.some((all) => all.every((c) => present.has(c)))) newly.add(index);
      }
      let bytes = 0;
      for (const index of newly) bytes += rules[index]!.bytes;
      if (total + bytes > limit) break;
      total += bytes;
      for (const index of newly) kept[index] = true;
    }
    const text = rules
      .filter((_, index) => kept[index])
      .map((rule) => rule.text)
      .join('');
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    memo.set(key, text);
    return text;
  };
}
