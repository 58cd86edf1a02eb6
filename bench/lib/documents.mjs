// What each document weighs (issue 34): the bytes of the HTML a page answers with, and how
// much of it is inline CSS (every <style> element's text) and Vike's serialised page context
// (the vike_pageContext script's text). Read with parse5, the WHATWG parser, not a regular
// expression: a <style> inside a comment or an attribute holding "</script>" is not one.
// Shared by the bench's `documents` part and bench/document-budget.mjs (the budget check).
import { parse } from 'parse5';

/** The pages whose documents the bench sizes and the budget check holds (issue 34). */
export const DOCUMENT_ROUTES = {
  home: '/es-es/',
  category: '/es-es/c/7',
  product: '/es-es/p/101801',
  bag: '/es-es/cart/',
  'checkout shipping': '/es-es/checkout/shipping/',
};

const textBytes = (element) =>
  element.childNodes.reduce(
    (sum, child) => sum + (child.nodeName === '#text' ? Buffer.byteLength(child.value) : 0),
    0,
  );
const attribute = (element, name) => element.attrs?.find((a) => a.name === name)?.value;

/**
 * @param {string} html a whole document
 * @returns {{ total: number, inlineCss: number, pageContext: number, inlineScripts: number }}
 *   bytes (UTF-8): the document, the text of its <style> elements, of its vike_pageContext
 *   script, and of its other inline scripts (JSON-LD, Vike's global context)
 */
export function documentSizes(html) {
  const sizes = { total: Buffer.byteLength(html), inlineCss: 0, pageContext: 0, inlineScripts: 0 };
  const stack = [parse(html)];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node.nodeName === 'style') sizes.inlineCss += textBytes(node);
    else if (node.nodeName === 'script' && attribute(node, 'src') === undefined) {
      if (attribute(node, 'id') === 'vike_pageContext') sizes.pageContext += textBytes(node);
      else sizes.inlineScripts += textBytes(node);
    }
    if (node.childNodes) stack.push(...node.childNodes);
    // A <template>'s children live in its content fragment.
    if (node.content) stack.push(node.content);
  }
  return sizes;
}

/**
 * Fetches each route from a running storefront (plain GET, no cookies: what a first visit
 * is sent) and sizes its document.
 * @param {{ base: string, routes?: Record<string, string> }} options
 * @returns {Promise<Record<string, { path: string, status: number } & ReturnType<typeof documentSizes>>>}
 */
export async function measureDocuments({ base, routes = DOCUMENT_ROUTES }) {
  const result = {};
  for (const [name, path] of Object.entries(routes)) {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    const html = await response.text();
    result[name] = { path, status: response.status, ...documentSizes(html) };
  }
  return result;
}
