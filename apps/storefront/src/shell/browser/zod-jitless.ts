// Zod 4 probes `new Function('')` to decide whether it may compile parsers. Under our
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') that probe is a CSP violation
// Chromium reports on every page that parses a payload (Lighthouse's inspector-issues audit).
// Browsers parse small payloads, so zod runs jitless there; the server keeps the JIT. The root
// layout imports this first, so it runs before any lazily loaded chunk parses anything. (A
// `+client.ts` would do the same but makes Vike inline its entry script, another violation.)
//
// It writes zod's global config object (`globalThis.__zod_globalConfig`, which zod's core
// adopts when it loads: `config()` is `Object.assign` on it) instead of importing
// `zod/v4/core`: that import put zod's core and utilities (about 10 kB) into every page's
// first-load chunk, while zod itself only loads with the lazy chunks that parse (issue 21).

type ZodGlobalConfig = { jitless?: boolean };
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };

/** Makes every zod loaded in this realm from now on (and one already loaded) jitless. */
export function makeZodJitless(): void {
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

if (typeof window !== 'undefined') makeZodJitless();
