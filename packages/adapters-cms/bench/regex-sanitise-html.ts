// The regular-expression sanitiser that sanitise-html.ts replaced (issue 16), kept only as the
// baseline of bench/sanitise-html.bench.ts. It is NOT safe: unfinished tags, open comments and
// markup rebuilt around a removed tag get through (see ADR 0009). Never import it from src/.
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

interface SanitiseResult {
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

export function regexSanitiseHtml(input: string): SanitiseResult {
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
