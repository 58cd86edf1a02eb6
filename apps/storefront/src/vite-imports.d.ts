// Vite's `?inline` CSS import (its text), the one query import the storefront uses; Vite's
// own `vite/client` types are not loaded (they would also type every plain CSS import).
declare module '*.css?inline' {
  const css: string;
  export default css;
}
