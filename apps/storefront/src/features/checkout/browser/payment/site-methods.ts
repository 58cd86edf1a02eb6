// Which methods the payment step offers: the site's own list (site settings, in their order)
// as far as the back-end offers them for this cart (GET …/paymentdetails). A failure of that
// call is only logged (docs/product/payments.md §1.3: "Logged only, no user message: payment
// modes"), and the site's list stands.
import type { PaymentMode } from '@atelier/core-checkout';

interface Ordered {
  code: string;
  order: number;
}

const modeOf = (code: string): PaymentMode => ({
  code,
  name: code,
  expressCheckoutEnabled: false,
  lastPaymentMethodUsed: false,
  subMethods: [],
});

export function siteMethods(
  site: readonly Ordered[],
  backEnd: readonly PaymentMode[] | null,
): PaymentMode[] {
  const sorted = [...site].sort((a, b) => a.order - b.order);
  if (backEnd === null) return sorted.map((m) => modeOf(m.code));
  return sorted.flatMap((m) => backEnd.filter((mode) => mode.code === m.code).slice(0, 1));
}
