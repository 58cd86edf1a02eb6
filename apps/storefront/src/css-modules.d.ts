// CSS Modules of @atelier/ui's sources (type checks read them through `@atelier/source`).
// Same shape as ui's own declaration (`any` values), so its className props type-check here too.
declare module '*.module.css' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const classes: { readonly [className: string]: any };
  export default classes;
}
