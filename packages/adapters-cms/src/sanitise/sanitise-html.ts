/**
 * An allow-list HTML sanitiser for CMS rich text. Content editors write simple formatting; anything
 * else (scripts, frames, event handlers, javascript: URLs, comments) is removed, and what was
 * removed is reported so the adapter can log it.
 *
 * The markup is read by a real HTML parser (sanitize-html over htmlparser2) and written out again
 * from the allow-list, so unfinished tags, open comments and markup rebuilt from the pieces around
 * a removed tag cannot get through (ADR 0009).
 */
import sanitize from 'sanitize-html';

/** Every tag editors may use, with the attributes it may keep. */
const ALLOWED_TAGS: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  span: ['class'],
  a: ['href', 'title', 'target', 'rel'],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  blockquote: [],
};

/**
 * Tags whose content goes with them, not just the tags: what is not text (scripts, styles,
 * embedded documents, foreign SVG and MathML content) and what browsers read as raw text.
 */
const DROP_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'xmp',
  'option',
  'svg',
  'math',
];

/** The only URL schemes a link may have; a URL without a scheme is relative and allowed. */
const SAFE_URL_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

const URL_ATTRIBUTES = new Set(['href']);

/** A tag, a comment, a doctype or a processing instruction can only start like this. */
const MARKUP_START = /<[a-zA-Z!/?]/;

// Browsers ignore spaces and control characters around and (tabs, newlines) inside a URL's
// scheme; removing all of them can only make a scheme appear, never hide one.
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]+/g;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/** Whether a (decoded) URL attribute value is relative or uses one of SAFE_URL_SCHEMES. */
function isSafeUrl(value: string): boolean {
  const scheme = SCHEME.exec(value.replace(IGNORED_IN_URL, ''))?.[1]?.toLowerCase();
  return scheme === undefined || SAFE_URL_SCHEMES.includes(scheme);
}

/** Link targets that stay in the same browsing context and so need no rel. */
const SAME_CONTEXT_TARGETS = new Set(['', '_self', '_parent', '_top']);

/** A link that opens another window gets rel="noopener noreferrer"; an unsafe href goes. */
function transformLink(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const kept = { ...attribs };
  const href = kept['href'];
  if (href !== undefined && !isSafeUrl(href)) delete kept['href'];
  const target = kept['target'];
  if (target !== undefined && !SAME_CONTEXT_TARGETS.has(target.trim().toLowerCase())) {
    const rel = (kept['rel'] ?? '').split(/\s+/).filter((token) => token !== '');
    const lower = rel.map((token) => token.toLowerCase());
    for (const token of ['noopener', 'noreferrer']) if (!lower.includes(token)) rel.push(token);
    kept['rel'] = rel.join(' ');
  }
  return { tagName, attribs: kept };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: Object.keys(ALLOWED_TAGS),
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_TAGS).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...SAFE_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROP_WITH_CONTENT],
  // No style attribute is allowed, so postcss never needs to read one.
  parseStyleAttributes: false,
  transformTags: { a: transformLink },
};

export interface SanitiseResult {
  html: string;
  removed: string[];
}

interface Report {
  /** Elements dropped with their content. */
  dropped: string[];
  /** Unwrapped tags and removed attributes. */
  stripped: string[];
}

/** One pass of sanitize-html with the allow-list, noting in `report` what it removes. */
function clean(input: string, report: Report): string {
  // sanitize-html calls these hooks for every tag it reads, inside dropped content too; the
  // depth keeps what is inside a dropped element out of the report.
  let droppedDepth = 0;
  return sanitize(input, {
    ...OPTIONS,
    onOpenTag: (tag, attributes) => {
      if (droppedDepth > 0) {
        droppedDepth += 1;
        return;
      }
      if (DROP_WITH_CONTENT.includes(tag)) {
        report.dropped.push(tag);
        droppedDepth = 1;
        return;
      }
      const allowed = ALLOWED_TAGS[tag];
      if (allowed === undefined) {
        report.stripped.push(tag);
        return;
      }
      for (const [name, value] of Object.entries(attributes)) {
        if (!allowed.includes(name)) report.stripped.push(`${tag}[${name}]`);
        else if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value)) {
          report.stripped.push(`${tag}[${name}=${value.trim().slice(0, 20)}]`);
        }
      }
    },
    onCloseTag: () => {
      if (droppedDepth > 0) droppedDepth -= 1;
    },
  });
}

/**
 * At most this many extra passes. Once a pass has removed something, htmlparser2 may close an
 * element only when it reads the result again (a <p> that was inside a <p>, with a removed tag
 * between them), so the result is cleaned until it no longer changes; that takes one or two.
 */
const MAX_EXTRA_PASSES = 3;

/**
 * Cleans one HTML string. `removed` names what went: first the elements dropped with their
 * content, then unwrapped tags (`div`) and removed attributes (`p[onclick]`,
 * `a[href=javascript:…]`), each once, in the order met. Text that cannot hold markup comes back
 * as it is, and so does clean markup; cleaning the result again changes nothing.
 */
export function sanitiseHtml(input: string): SanitiseResult {
  if (!MARKUP_START.test(input)) return { html: input, removed: [] };
  const report: Report = { dropped: [], stripped: [] };
  let previous = input;
  let html = clean(input, report);
  for (let pass = 0; pass < MAX_EXTRA_PASSES && html !== previous; pass += 1) {
    previous = html;
    html = clean(previous, { dropped: [], stripped: [] });
  }
  return { html, removed: [...new Set([...report.dropped, ...report.stripped])] };
}

/** Sanitises every string that holds markup, anywhere in a content value. */
export function sanitiseContent<T>(
  value: T,
  removed: string[] = [],
): { value: T; removed: string[] } {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      if (!node.includes('<')) return node;
      const result = sanitiseHtml(node);
      removed.push(...result.removed);
      return result.html;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    }
    return node;
  };
  return { value: walk(value) as T, removed: [...new Set(removed)] };
}
