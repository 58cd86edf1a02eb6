// Vite replaces `import.meta.env.SSR` at build time (true in the server build, false in the
// browser's), so a branch on it is dropped from the other build (src/shell/components/later.ts).
// Vite's own `vite/client` types are not loaded (they would also type every plain CSS import).
interface ImportMeta {
  readonly env: { readonly SSR: boolean };
}
