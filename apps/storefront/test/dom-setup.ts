// Imported first by the storefront's component tests (they opt into jsdom per file): the
// project runs in node, so Testing Library's cleanup and jsdom's gaps are set up here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

// react-aria's overlays call CSS.escape when they mount; jsdom has no `CSS` global.
if (typeof globalThis.CSS === 'undefined') {
  const escape = (value: string) =>
    String(value).replace(/[^a-zA-Z0-9_\u00A0-\uFFFF-]/g, (char) => `\\${char}`);
  Object.defineProperty(globalThis, 'CSS', { value: { escape, supports: () => false } });
}
