// Hostile fragments glued to ordinary text, sanitised, then read back by parse5, a parser that
// follows the HTML standard the way browsers do (and is not the parser the sanitiser uses).
// Whatever the input, what a browser builds from the output must stay inside the allow-list.
import fc from 'fast-check';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise-html.js';

type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** The allow-list the output is held to, written out again here on purpose. */
const ALLOWED: Record<string, readonly string[]> = {
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
const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];
/** Attributes a browser reads as a URL (checked whether or not they are allowed). */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'cite',
  'srcdoc',
]);
const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** The scheme a browser would see in a decoded URL value, if any. */
function schemeOf(value: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const stripped = value.replace(/[\u0000-\u0020\u007f-\u009f\ufffd]+/g, '');
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(stripped)?.[1]?.toLowerCase();
}

/** Every way `html`, once a browser has parsed it, breaks the allow-list. */
function violations(html: string): string[] {
  const found: string[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.nodeName === '#comment') found.push('comment');
      else if (node.nodeName === '#documentType') found.push('doctype');
      if (!('tagName' in node)) continue;
      const element: Element = node;
      const allowed = ALLOWED[element.tagName];
      if (allowed === undefined || element.namespaceURI !== HTML_NS) {
        found.push(`element ${element.namespaceURI} ${element.tagName}`);
      }
      for (const { name, value } of element.attrs) {
        if (name.toLowerCase().startsWith('on')) found.push(`handler ${name}`);
        if (!(allowed ?? []).includes(name)) found.push(`attribute ${element.tagName}[${name}]`);
        const scheme = URL_ATTRIBUTES.has(name) ? schemeOf(value) : undefined;
        if (scheme !== undefined && !SAFE_SCHEMES.includes(scheme)) found.push(`url ${value}`);
      }
      const target = element.attrs
        .find((a) => a.name === 'target')
        ?.value.trim()
        .toLowerCase();
      const rel = element.attrs
        .find((a) => a.name === 'rel')
        ?.value.toLowerCase()
        .split(/\s+/);
      if (target && !['_self', '_parent', '_top'].includes(target)) {
        if (!rel?.includes('noopener') || !rel.includes('noreferrer')) found.push('opener');
      }
      walk(element.childNodes);
      if (element.tagName === 'template' && 'content' in element) {
        walk((element.content as { childNodes: ChildNode[] }).childNodes);
      }
    }
  };
  walk(parseFragment(html).childNodes);
  return found;
}

/** Rich text is set between other markup: nothing the output holds may reach past it. */
function staysInPlace(html: string): boolean {
  const nodes = parseFragment(`<div>${html}</div><p id="after">after</p>`).childNodes;
  const [first, second] = nodes;
  return (
    nodes.length === 2 &&
    first?.nodeName === 'div' &&
    second !== undefined &&
    'attrs' in second &&
    second.attrs.some((a) => a.name === 'id' && a.value === 'after')
  );
}

// ---- the pieces inputs are made of ----------------------------------------------------------

const text = fc.oneof(
  fc.constantFrom(
    'Gold',
    ' and ',
    'silver rings',
    'é',
    '\u00a0',
    ' 18k ',
    '\n',
    '"',
    "'",
    '=',
    ' ',
  ),
  fc.string({ maxLength: 8 }),
);

/** Tag names: allowed, dangerous and unknown, in any case. */
const tagName = fc
  .constantFrom(
    'p',
    'a',
    'span',
    'strong',
    'h2',
    'li',
    'ul',
    'br',
    'img',
    'script',
    'style',
    'iframe',
    'meta',
    'base',
    'form',
    'input',
    'button',
    'svg',
    'math',
    'mtext',
    'mglyph',
    'foreignObject',
    'textarea',
    'title',
    'noscript',
    'xmp',
    'template',
    'object',
    'embed',
    'link',
    'table',
    'select',
    'option',
    'plaintext',
    'x-custom',
    'scr\u0000ipt',
  )
  .chain((name) => mixedCase(name));

function mixedCase(value: string): fc.Arbitrary<string> {
  return fc
    .array(fc.boolean(), { minLength: value.length, maxLength: value.length })
    .map((upper) =>
      [...value].map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase())).join(''),
    );
}

/** Characters browsers skip inside a URL, raw or as character references. */
const urlNoise = fc.constantFrom(
  '',
  '',
  '\t',
  '\n',
  ' ',
  '\u0000',
  '&#x09;',
  '&#9;',
  '&#10;',
  '&#x0A;',
  '&Tab;',
  '&NewLine;',
  '&#0000009;',
  '&#x20;',
);

/** A URL, often with a dangerous scheme hidden by case, entities and whitespace. */
const url = fc
  .tuple(
    fc.constantFrom(
      'javascript',
      'JaVaScRiPt',
      'data',
      'vbscript',
      'livescript',
      'http',
      'https',
      'mailto',
      'tel',
      'ftp',
      'blob',
    ),
    fc.array(fc.tuple(fc.nat(12), urlNoise), { maxLength: 3 }),
    fc.constantFrom(':', ':', '&colon;', '&#58;', '&#x3a;', '&#0000058;'),
    fc.constantFrom('alert(1)', '//evil.example/', 'text/html,<script>alert(1)</script>', 'x'),
    fc.boolean(),
  )
  .map(([scheme, noise, colon, rest, encodeFirst]) => {
    let chars = [...scheme];
    if (encodeFirst) chars = [`&#${scheme.charCodeAt(0)};`, ...chars.slice(1)];
    for (const [at, piece] of noise) chars.splice(at % (chars.length + 1), 0, piece);
    return `${chars.join('')}${colon}${rest}`;
  });

const plainUrl = fc.constantFrom('/es-es/wsj', '#top', 'https://shop.example/', '//cdn.example/x');

const attributeName = fc
  .constantFrom(
    'href',
    'title',
    'target',
    'rel',
    'class',
    'style',
    'src',
    'onclick',
    'onerror',
    'onmouseover',
    'onload',
    'formaction',
    'action',
    'xlink:href',
    'http-equiv',
    'content',
    'srcdoc',
    'data-x',
  )
  .chain((name) => mixedCase(name));

const attributeValue = fc.oneof(
  url,
  plainUrl,
  text,
  fc.constantFrom('_blank', '_self', 'refresh', '0;url=javascript:alert(1)', 'alert(1)', '"><img'),
);

/** One attribute: unquoted, single- or double-quoted, or left without its value. */
const attribute = fc
  .tuple(
    attributeName,
    attributeValue,
    fc.constantFrom('"', "'", '', 'none'),
    fc.constantFrom(' ', '\t', '\n', '/', '  '),
  )
  .map(([name, value, quote, gap]) => {
    if (quote === 'none') return `${gap}${name}`;
    return `${gap}${name}=${quote}${value}${quote}`;
  });

const openTag = fc
  .tuple(tagName, fc.array(attribute, { maxLength: 3 }), fc.constantFrom('>', '/>', ' >', ''))
  .map(([name, attributes, end]) => `<${name}${attributes.join('')}${end}`);

const closeTag = tagName.map((name) => `</${name}>`);

/** Pieces that have got past regular-expression sanitisers. */
const trick = fc.constantFrom(
  '<img src=x onerror=alert(1) x=',
  '<a href="javascript:alert(1)',
  '<meta http-equiv=refresh content="0;url=https://evil.example">',
  '<<meta>meta http-equiv=refresh content="0;url=https://evil.example">',
  '<scr<script>ipt>alert(1)</script>',
  '<!--',
  '-->',
  '--!>',
  '<!-- x -->',
  '<!-->',
  '<!--->',
  '<!-- <!-- nested --> -->',
  '<!',
  '<?xml version="1.0"?>',
  '<!DOCTYPE html>',
  '<![CDATA[',
  ']]>',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<svg><foreignObject><p onclick=x>',
  '</textarea><img src=x onerror=alert(1)>',
  '<textarea></textarea/><img src=x onerror=alert(1)>',
  '</title><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '</style><script>alert(1)</script>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<base href="javascript:/">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '\u0000',
  '<',
  '</',
  '<a',
  '&',
  '&lt;script&gt;',
  '&#60;img src=x onerror=alert(1)&#62;',
  '>',
);

const piece = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 3, arbitrary: openTag },
  { weight: 2, arbitrary: closeTag },
  { weight: 3, arbitrary: trick },
);

const hostileHtml = fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join(''));

/** Text that cannot start markup or a character reference. */
const plainText = fc.string({ maxLength: 200 }).filter((s) => !s.includes('<') && !s.includes('&'));

const RUNS = 3000;

describe('sanitiseHtml on hostile input (property)', () => {
  it('builds nothing outside the allow-list, keeps what follows in place and is idempotent', () => {
    fc.assert(
      fc.property(hostileHtml, (input) => {
        const { html } = sanitiseHtml(input);
        expect(violations(html)).toEqual([]);
        expect(staysInPlace(html)).toBe(true);
        expect(sanitiseHtml(html).html).toBe(html);
      }),
      { numRuns: RUNS },
    );
  });

  it('lets plain text through unchanged', () => {
    fc.assert(
      fc.property(plainText, (input) => {
        expect(sanitiseHtml(input)).toEqual({ html: input, removed: [] });
      }),
      { numRuns: 500 },
    );
  });

  it('the checker itself sees what the old sanitiser let through', () => {
    expect(violations('<p>a</p><img src=x onerror=alert(1) x=')).toEqual([]);
    expect(staysInPlace('<p>a</p><img src=x onerror=alert(1) x=')).toBe(false);
    expect(violations('<meta http-equiv=refresh content="0;url=https://evil.example">')).toEqual([
      `element ${HTML_NS} meta`,
      'attribute meta[http-equiv]',
      'attribute meta[content]',
    ]);
    expect(violations('<p>a</p><!--')).toEqual(['comment']);
    expect(violations('<a href="jav&#x09;ascript:alert(1)" target=_blank>x</a>')).toEqual([
      'url jav\tascript:alert(1)',
      'opener',
    ]);
  });
});
