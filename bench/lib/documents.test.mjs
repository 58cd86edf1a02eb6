// node --test bench/lib: document sizes as the bench and the budget check read them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentSizes } from './documents.mjs';

const css = 'body{color:red}';
const context = '{"pageId":"/pages/category","é":1}';

test('counts the inline CSS, the page context and the other inline scripts in bytes', () => {
  const html =
    `<!DOCTYPE html><html><head><style id="a">${css}</style><style>p{margin:0}</style>` +
    `<script type="application/ld+json">{"@type":"Product"}</script>` +
    `<script src="/entry.js" type="module"></script></head><body><div id="root">x</div>` +
    `<script id="vike_pageContext" type="application/json">${context}</script></body></html>`;
  const sizes = documentSizes(html);
  assert.equal(sizes.total, Buffer.byteLength(html));
  assert.equal(sizes.inlineCss, css.length + 'p{margin:0}'.length);
  assert.equal(sizes.pageContext, Buffer.byteLength(context)); // é is two bytes
  assert.equal(sizes.inlineScripts, '{"@type":"Product"}'.length);
});

test('a style or script in a comment or an attribute is not one', () => {
  const html =
    `<html><head><!-- <style>${css}</style> --></head>` +
    `<body data-x="<script id=&quot;vike_pageContext&quot;>{}</script>"><p>&lt;style&gt;</p></body></html>`;
  assert.deepEqual(documentSizes(html), {
    total: Buffer.byteLength(html),
    inlineCss: 0,
    pageContext: 0,
    inlineScripts: 0,
  });
});

test('a style inside a template or an svg counts', () => {
  const html = `<html><body><template><style>${css}</style></template><svg><style>${css}</style></svg></body></html>`;
  assert.equal(documentSizes(html).inlineCss, 2 * css.length);
});
