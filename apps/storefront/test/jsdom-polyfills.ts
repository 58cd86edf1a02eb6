// What jsdom lacks that the bag drawer's react-aria overlays need, for component tests.
// Import it first in a `// @vitest-environment jsdom` test file.

// react-aria's overlays call CSS.escape when they mount; jsdom has no `CSS` global.
if (typeof globalThis.CSS === 'undefined') {
  const escape = (value: string) =>
    String(value).replace(/[^a-zA-Z0-9_\u00A0-\uFFFF-]/g, (char) => `\\${char}`);
  Object.defineProperty(globalThis, 'CSS', { value: { escape, supports: () => false } });
}
