// The page's checkout session, started through the read layer (ADR 0050): the restored
// bag, the signed-in shopper and the machine, read once per `generation` (signing in on the
// register step starts a new one). Nobody reading it any more stops its machine; a start that
// ends after the page left is stopped as soon as it arrives.
import type { Vertical } from '@atelier/core-catalogue';
import { useRef } from 'react';
import { useRead, type ReadResult } from '../../../shell/browser/read/index.js';
import type { ShellView } from '../../../shell/view-types.js';
import { startCheckoutSession, type CheckoutSession } from '../browser/checkout-session.js';
import { paymentMethodOfPath } from '../browser/step-route.js';
import type { CheckoutSite } from './checkout-context.js';

const stop = (session: CheckoutSession) => session.stop();

export function useCheckoutSession(options: {
  shell: ShellView;
  site: CheckoutSite;
  /** Which start of this page (0, then one more for each restart). */
  generation: number;
  /** False once an order is confirmed: nothing runs again. */
  enabled: boolean;
  pathname: string;
}): ReadResult<CheckoutSession> {
  const { shell, site, generation, enabled } = options;
  // The method in the URL the checkout was opened with (a reload on /payment/paypal/).
  const firstPaymentMethod = useRef(paymentMethodOfPath(options.pathname));
  return useRead(
    enabled ? ['checkout', 'session', shell.site, shell.vertical, generation] : null,
    () =>
      startCheckoutSession({
        site: { ...site, code: shell.site },
        vertical: shell.vertical as Vertical,
        paymentMethod: firstPaymentMethod.current,
      }),
    { dispose: stop },
  );
}
