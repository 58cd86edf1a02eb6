// CSS Modules: Vite turns each `*.module.css` into a map of scoped class names. Typed `any`
// on purpose: with noUncheckedIndexedAccess a `string` map would make every class
// `string | undefined`, which react-aria's className props reject; keys are unchecked anyway.
declare module '*.module.css' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const classes: { readonly [className: string]: any };
  export default classes;
}

declare module '*.css';
