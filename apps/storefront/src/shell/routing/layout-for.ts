/**
 * Which frame a route is drawn in (docs/product/shell.md §1). One switch by route name rather
 * than a Vike `+Layout` per page folder: Vike layouts nest inside the root one, and the
 * checkout's five step routes are one page whose frame follows the step.
 */
export type LayoutKind = 'default' | 'checkout' | 'account' | 'cart' | 'empty' | 'standalone';

export type CheckoutStepId = 'register' | 'shipping' | 'billing' | 'payment' | 'confirmation';

const CHECKOUT_STEP_OF: Readonly<Record<string, CheckoutStepId>> = {
  checkoutRegister: 'register',
  checkoutShipping: 'shipping',
  checkoutBilling: 'billing',
  checkoutPayment: 'payment',
  checkoutConfirmation: 'confirmation',
};

export const CHECKOUT_STEPS: readonly CheckoutStepId[] = [
  'register',
  'shipping',
  'billing',
  'payment',
  'confirmation',
];

/**
 * Routes drawn without header and footer: the offline pages. (The embedded search keeps the
 * default frame: the header's search button leads there, and the shopper must get back.)
 */
const EMPTY_ROUTES = new Set(['offline']);

/**
 * @param route the route name the page's route function matched (core-catalogue's names, plus
 *   `offline`); undefined on the error page.
 * @param hasShell false without a site (the language picker at `/`): nothing to frame it with.
 */
export function layoutFor(route: string | undefined, hasShell: boolean): LayoutKind {
  if (!hasShell) return 'standalone';
  if (route === undefined) return 'default';
  if (route in CHECKOUT_STEP_OF || route === 'checkoutExternal') return 'checkout';
  if (route === 'myAccount') return 'account';
  if (route === 'cart') return 'cart';
  if (EMPTY_ROUTES.has(route)) return 'empty';
  return 'default';
}

/**
 * Whether the frame draws the header's menu, so that its pages are worth prefetching once the
 * page is idle (ADR 0062). The checkout's frame has none: prefetching the catalogue from it
 * downloaded the category page's code beside the step's own back-end calls.
 */
export function framesMenu(kind: LayoutKind): boolean {
  return kind === 'default' || kind === 'cart' || kind === 'account';
}

export function checkoutStepOf(route: string | undefined): CheckoutStepId | null {
  return (route && CHECKOUT_STEP_OF[route]) || null;
}

/** The anti-money-laundering notice belongs beside the register and payment steps. */
export function showsAmlNotice(step: CheckoutStepId | null): boolean {
  return step === 'register' || step === 'payment';
}

/**
 * The header goes transparent only where the site's header type says so for the route and the
 * page actually opens with a hero to sit on (otherwise it would cover the page's title). One
 * answer per device: the header's CSS applies the one for the viewport.
 */
export function isHeaderTransparent(
  route: string | undefined,
  transparentOn: { readonly desktop: readonly string[]; readonly mobile: readonly string[] },
  opensWithHero: boolean,
): { desktop: boolean; mobile: boolean } {
  const on = (routes: readonly string[]) =>
    opensWithHero && route !== undefined && routes.includes(route);
  return { desktop: on(transparentOn.desktop), mobile: on(transparentOn.mobile) };
}
