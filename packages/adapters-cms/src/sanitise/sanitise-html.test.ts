import { describe, expect, it } from 'vitest';
import { sanitiseContent, sanitiseHtml } from './sanitise-html.js';

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
