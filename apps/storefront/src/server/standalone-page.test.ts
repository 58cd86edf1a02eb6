import { createEmbeddedContent } from '@atelier/adapters-cms';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { busyPage, standaloneErrorPage } from './standalone-page.js';

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };
const find = (node: Node, name: string): Node | undefined =>
  node.nodeName === name ? node : node.childNodes?.map((child) => find(child, name)).find(Boolean);
const attr = (node: Node | undefined, name: string) =>
  node?.attrs?.find((a) => a.name === name)?.value;

// The pages the server writes without the app (ADR 0058's busy answer, the offline pages):
// the site's language and direction, its own server-error texts, escaped, and no script.
describe('standalone error pages', () => {
  const content = createEmbeddedContent();

  it('writes the busy page of a right-to-left site in its language and direction', async () => {
    const page = await content.errorPage('sa-ar', 'serverError');
    const html = standaloneErrorPage(page, 'sa-ar', 503);
    const doc = parse(html) as unknown as Node;
    const root = find(doc, 'html');
    expect(attr(root, 'lang')).toBe('ar-SA');
    expect(attr(root, 'dir')).toBe('rtl');
    expect(attr(find(doc, 'h1'), 'data-status')).toBe('503');
    expect(html).toContain(page.labels.title);
    expect(html).not.toContain('<script');
    expect(html).toContain('noindex');
  });

  it('escapes content that carries markup', async () => {
    const page = await content.errorPage('es-es', 'serverError');
    const hostile = {
      ...page,
      labels: { ...page.labels, title: '<img src=x onerror=alert(1)>' },
      links: [{ text: '"><script>x</script>', url: 'https://x.example/?a="b"' }],
    };
    const html = standaloneErrorPage(hostile, 'es-es', 503);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(find(parse(html) as unknown as Node, 'a')?.attrs).toContainEqual({
      name: 'href',
      value: 'https://x.example/?a="b"',
    });
  });

  it('writes the busy page in the site’s language, with its script and the Retry-After it waits', async () => {
    const [page, labels] = await Promise.all([
      content.errorPage('il-iw', 'serverError'),
      content.labels('il-iw'),
    ]);
    const html = busyPage({ page, labels, site: 'il-iw', retryAfterS: 5 });
    const doc = parse(html) as unknown as Node;
    const root = find(doc, 'html');
    expect(attr(root, 'dir')).toBe('rtl');
    expect(attr(root, 'data-retry-after')).toBe('5');
    expect(attr(find(doc, 'script'), 'src')).toBe('/busy-retry.js');
    // Its one script is a file of this origin: nothing inline for the CSP to refuse.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(labels['busyTitle']);
    expect(html).toContain(labels['busyManual']);
    expect(html).toContain(labels['busyWaiting']);
    expect(labels['busyTitle']).not.toBe('One moment, please');
    expect(html).toContain('noindex');
  });

  it('escapes the busy page’s labels', async () => {
    const page = await content.errorPage('es-es', 'serverError');
    const html = busyPage({
      page,
      labels: { busyTitle: '</title><script>alert(1)</script>' },
      site: 'es-es',
      retryAfterS: 5,
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;/title&gt;');
  });
});
