import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { embeddedRows } from '../embedded/embedded-items.js';
import { sanitiseContent, sanitiseHtml } from './sanitise-html.js';

type Node = DefaultTreeAdapterMap['childNode'];

/** Tag names of every element a browser builds from `html` (parse5 follows the HTML standard). */
function elementsIn(html: string): string[] {
  const names: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if ('tagName' in node) {
        names.push(node.tagName);
        walk(node.childNodes);
      }
    }
  };
  walk(parseFragment(html).childNodes);
  return names;
}

describe('sanitiseHtml', () => {
  it('keeps the formatting editors use', () => {
    const html =
      '<p>Hello <strong>gold</strong> <a href="/es-es/wsj" title="g">glossary</a></p><ul><li>one</li></ul>';
    expect(sanitiseHtml(html)).toEqual({ html, removed: [] });
  });

  it('drops scripts, styles and frames with their content', () => {
    const result = sanitiseHtml(
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><p>b</p>',
    );
    expect(result.html).toBe('<p>a</p><p>b</p>');
    expect(result.removed).toEqual(['script', 'style', 'iframe']);
  });

  it('drops a script tag left open', () => {
    expect(sanitiseHtml('<p>a</p><script src="//evil.example/x.js">').html).toBe('<p>a</p>');
  });

  it('removes event handlers and unknown attributes but keeps the element', () => {
    const result = sanitiseHtml(
      '<p onclick="steal()" style="x">text</p><span class="tag" onmouseover="x">s</span>',
    );
    expect(result.html).toBe('<p>text</p><span class="tag">s</span>');
    expect(result.removed).toEqual(['p[onclick]', 'p[style]', 'span[onmouseover]']);
  });

  it('removes javascript: and data: links', () => {
    expect(sanitiseHtml('<a href="javascript:alert(1)">x</a>').html).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href=" data:text/html,x">x</a>').html).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href="https://shop.example/">x</a>').html).toBe(
      '<a href="https://shop.example/">x</a>',
    );
  });

  it('unwraps tags that are not allowed, keeping their text', () => {
    expect(sanitiseHtml('<div><img src=x onerror=alert(1)>Hi <form>there</form></div>')).toEqual({
      html: 'Hi there',
      removed: ['div', 'img', 'form'],
    });
  });
});

// Three inputs the regular-expression sanitiser let through (issue 16). Rich text is set into
// the page between other markup, so each is also checked where it lands: inside a <div> with
// more markup after it.
describe('sanitiseHtml: bypasses of the regular-expression version', () => {
  const inPage = (html: string) => elementsIn(`<div>${html}</div><p>after</p>`);

  it('drops a tag left unfinished at the end of the text', () => {
    const { html } = sanitiseHtml('<p>caption</p><img src=x onerror=alert(1) x=');
    expect(html).toBe('<p>caption</p>');
    expect(inPage(html)).toEqual(['div', 'p', 'p']);
  });

  it('drops a meta refresh, also one rebuilt from the pieces around a removed tag', () => {
    const meta = '<meta http-equiv=refresh content="0;url=https://evil.example">';
    expect(sanitiseHtml(`<p>a</p>${meta}`).html).toBe('<p>a</p>');
    const rebuilt = '<<meta>meta http-equiv=refresh content="0;url=https://evil.example">';
    const { html } = sanitiseHtml(`<p>a</p>${rebuilt}`);
    expect(inPage(html)).toEqual(['div', 'p', 'p']);
  });

  it('drops a comment left open, which would hide the rest of the page', () => {
    const { html } = sanitiseHtml('<p>a</p><!--');
    expect(html).toBe('<p>a</p>');
    expect(inPage(html)).toEqual(['div', 'p', 'p']);
  });
});

describe('sanitiseHtml: links', () => {
  it('keeps http(s), mailto, tel and relative links', () => {
    const html =
      '<a href="https://shop.example/">a</a><a href="mailto:care@shop.example">b</a>' +
      '<a href="tel:+34900100200">c</a><a href="/es-es/help">d</a><a href="#faq">e</a>';
    expect(sanitiseHtml(html)).toEqual({ html, removed: [] });
  });

  it('removes javascript:, data: and vbscript: links however they are hidden', () => {
    for (const href of [
      'jav&#x09;ascript:alert(1)',
      'jav&Tab;ascript:alert(1)',
      '&#0000106avascript:alert(1)',
      'javascript&colon;alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
    ]) {
      const result = sanitiseHtml(`<a href="${href}" title="t">x</a>`);
      expect(result.html, href).toBe('<a title="t">x</a>');
      expect(result.removed[0], href).toMatch(/^a\[href=/);
    }
  });

  it('gives a link that opens a new window rel="noopener noreferrer", keeping its own rel', () => {
    expect(sanitiseHtml('<a href="/x" target="_blank">x</a>').html).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitiseHtml('<a href="/x" rel="nofollow" target="_blank">x</a>').html).toBe(
      '<a href="/x" rel="nofollow noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitiseHtml('<a href="/x" target="_self">x</a>').html).toBe(
      '<a href="/x" target="_self">x</a>',
    );
  });
});

describe('sanitiseHtml: other markup that is never kept', () => {
  it('removes comments, CDATA sections and doctypes', () => {
    expect(sanitiseHtml('<p>a<!-- note --></p><!DOCTYPE html><![CDATA[x]]>b').html).toBe(
      '<p>a</p>b',
    );
  });

  it('drops SVG and MathML with their content, and what is inside a textarea', () => {
    expect(
      sanitiseHtml(
        '<svg><script>alert(1)</script></svg><p>ok</p>' +
          '<math><mtext><img src=x onerror=alert(1)>',
      ),
    ).toEqual({ html: '<p>ok</p>', removed: ['svg', 'math'] });
    expect(sanitiseHtml('<textarea></textarea/><img src=x onerror=alert(1)>').html).toBe('');
  });

  it('removes base, meta, form and its controls', () => {
    expect(
      sanitiseHtml(
        '<base href="/evil/"><form action="/x"><input name="a"><button>b</button></form>',
      ),
    ).toEqual({ html: 'b', removed: ['base', 'form', 'input', 'button'] });
  });

  it('leaves text that cannot hold markup as it is', () => {
    expect(sanitiseHtml('Rings < 100 € & more > less')).toEqual({
      html: 'Rings < 100 € & more > less',
      removed: [],
    });
  });
});

describe('sanitiseHtml on the embedded content', () => {
  it('changes none of its rich texts', () => {
    const texts = new Set<string>();
    const collect = (node: unknown): void => {
      if (typeof node === 'string') {
        if (node.includes('<')) texts.add(node);
      } else if (node !== null && typeof node === 'object') Object.values(node).forEach(collect);
    };
    for (const rows of embeddedRows().values()) for (const row of rows) collect(row.content);
    expect(texts.size).toBeGreaterThan(10);
    for (const html of texts) expect(sanitiseHtml(html)).toEqual({ html, removed: [] });
  });
});

describe('sanitiseContent', () => {
  it('cleans markup anywhere in a content value and leaves plain strings alone', () => {
    const { value, removed } = sanitiseContent({
      title: 'Gold & silver',
      blocks: [{ html: '<p>x<script>bad()</script></p>' }],
      count: 3,
    });
    expect(value).toEqual({ title: 'Gold & silver', blocks: [{ html: '<p>x</p>' }], count: 3 });
    expect(removed).toEqual(['script']);
  });
});
