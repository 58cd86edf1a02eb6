/**
 * An allow-list HTML sanitiser for CMS rich text. Content editors write simple formatting; anything
 * else (scripts, frames, event handlers, javascript: URLs) is removed, and what was removed is
 * reported so the adapter can log it.
 */
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

/** Tags whose content goes with them, not just the tags. */
const DROP_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'];

const SAFE_URL = /^(https?:|mailto:|tel:|\/|#)/i;

export interface SanitiseResult {
  html: string;
  removed: string[];
}

function cleanAttributes(tag: string, rawAttributes: string, removed: string[]): string {
  const allowed = ALLOWED_TAGS[tag] ?? [];
  const kept: string[] = [];
  const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const match of rawAttributes.matchAll(attributePattern)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (!allowed.includes(name)) {
      removed.push(`${tag}[${name}]`);
      continue;
    }
    if (name === 'href' && !SAFE_URL.test(value.trim())) {
      removed.push(`${tag}[href=${value.trim().slice(0, 20)}]`);
      continue;
    }
    kept.push(`${name}="${value.replace(/"/g, '&quot;')}"`);
  }
  return kept.length > 0 ? ` ${kept.join(' ')}` : '';
}

export function sanitiseHtml(input: string): SanitiseResult {
  const removed: string[] = [];
  let html = input;
  for (const tag of DROP_WITH_CONTENT) {
    const block = new RegExp(`<${tag}\\b[^>]*>[\\s\\S]*?<\\/${tag}\\s*>`, 'gi');
    const lone = new RegExp(`<\\/?${tag}\\b[^>]*>`, 'gi');
    if (block.test(html) || lone.test(html)) removed.push(tag);
    html = html.replace(block, '').replace(lone, '');
  }
  html = html.replace(/<!--[\s\S]*?-->/g, '');
  html = html.replace(
    /<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g,
    (_whole, slash: string, name: string, attributes: string) => {
      const tag = name.toLowerCase();
      if (!(tag in ALLOWED_TAGS)) {
        removed.push(tag);
        return '';
      }
      if (slash) return `</${tag}>`;
      const selfClosing = /\/\s*$/.test(attributes);
      const cleaned = cleanAttributes(tag, attributes.replace(/\/\s*$/, ''), removed);
      return `<${tag}${cleaned}${selfClosing ? ' /' : ''}>`;
    },
  );
  return { html, removed: [...new Set(removed)] };
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
