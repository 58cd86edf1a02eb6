/**
 * The frame's stylesheet as the server sees it (ADR 0056): Vike links the build's
 * `src_shell_components_frame-….css` (src/shell/components/frame.css, imported by +Layout);
 * the server reads that file once from the client build and cuts, per document, the part
 * the first screen needs (critical-css.ts). Without the file (development: Vite injects the
 * CSS itself) the page is left as Vike wrote it.
 */
import { readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { criticalCssOf, firstScreenClasses, type CriticalCss } from './critical-css.js';
import type { FrameStylesheet } from './first-paint-order.js';

const FRAME_HREF = /^\/assets\/static\/src_shell_components_frame[-.][\w.-]*\.css$/;
const VERTICAL = /<html[^>]*\sdata-vertical="([\w-]+)"/;

/** `readText`: the text of a file of the client build by its URL path, null when absent. */
export function frameStylesheet(readText: (path: string) => string | null): FrameStylesheet {
  const byHref = new Map<string, CriticalCss | null>();
  return {
    critical(href, html) {
      if (!FRAME_HREF.test(href)) return null;
      let critical = byHref.get(href);
      if (critical === undefined) {
        const text = readText(href);
        critical = text === null ? null : criticalCssOf(text);
        byHref.set(href, critical);
      }
      if (!critical) return null;
      const vertical = VERTICAL.exec(html.slice(0, 400))?.[1] ?? 'main';
      return critical(firstScreenClasses(html), vertical);
    },
  };
}

/** Reads a file of the client build (`root`) by its URL path; null outside it or when absent. */
export function clientBuildText(root: string): (path: string) => string | null {
  return (path) => {
    const full = join(root, normalize(path));
    if (!full.startsWith(root + sep)) return null;
    try {
      return readFileSync(full, 'utf8');
    } catch {
      return null;
    }
  };
}
