// Zod 4 probes `new Function('')` to decide whether it may compile parsers. Under our
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') that probe is a CSP violation
// Chromium reports on every page that parses a payload (Lighthouse's inspector-issues audit).
// Browsers parse small payloads, so zod runs jitless there; the server keeps the JIT. The root
// layout imports this first, so it runs before any lazily loaded chunk parses anything. (A
// `+client.ts` would do the same but makes Vike inline its entry script, another violation.)
import { config } from 'zod/v4/core';

if (typeof window !== 'undefined') config({ jitless: true });
