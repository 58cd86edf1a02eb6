// The payment step's texts are the content system's labels (adapters-cms
// ui-labels-payment.ts, in the 15 site languages); a key the content lacks falls back to the
// component's English default.
import { useCheckout } from '../checkout-context.js';

export function usePaymentLabels(): Readonly<Record<string, string>> {
  return useCheckout().labels;
}
