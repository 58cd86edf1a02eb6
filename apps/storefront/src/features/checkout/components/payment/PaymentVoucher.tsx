// A cash-voucher order's payment details (OXXO, Multibanco: docs/product/orders.md §3.2
// "cash-voucher methods"): the purchase says where and until when to pay; nothing shows for other
// orders.
import type { Purchase } from '@atelier/core-checkout';
import { PaymentVoucher as Voucher } from '@atelier/ui';
import { dataOf, useRead } from '../../../../shell/browser/read/index.js';
import { methodName } from '../../browser/payment/method-names.js';
import { useCheckout } from '../checkout-context.js';
import { usePaymentLabels } from './payment-texts.js';

/**
 * Multibanco is a reference paid at an ATM or in online banking, not in cash (issue 31's locale
 * slips): its own title; OXXO and Paynet vouchers are paid in cash at a shop counter.
 */
const BANK_REFERENCE_METHODS: ReadonlySet<string> = new Set(['multibanco', 'multibancoinsite']);

function titleOf(method: string, labels: Readonly<Record<string, string>>) {
  if (BANK_REFERENCE_METHODS.has(method)) {
    return {
      title:
        labels['voucher.titleBank'] ?? 'Pay at an ATM or in your online banking with these details',
    };
  }
  const title = labels['voucher.title'];
  return title ? { title } : null;
}

export function PaymentVoucher({ purchase }: { purchase: Purchase }) {
  const { site } = useCheckout();
  return <PurchaseVoucher purchase={purchase} locale={site.locale} labels={usePaymentLabels()} />;
}

/**
 * The same voucher from plain props: the confirmation shows it too (a cash-voucher order reached
 * again from the payment step keeps its reference in sight, issue 31 point 7).
 */
export function PurchaseVoucher({
  purchase,
  locale,
  labels,
}: {
  purchase: Purchase;
  locale: string;
  labels: Readonly<Record<string, string>>;
}) {
  const reference = purchase.inSiteReferenceCode;
  if (!reference) return null;
  return (
    <Voucher
      methodName={methodName(purchase.paymentMode.code, labels)}
      reference={reference}
      entity={purchase.inSiteEntity ?? null}
      expiresAt={purchase.expirationDate ?? null}
      locale={locale}
      labels={{
        ...(titleOf(purchase.paymentMode.code, labels) ?? {}),
        ...(labels['voucher.reference'] ? { reference: labels['voucher.reference'] } : {}),
        ...(labels['voucher.entity'] ? { entity: labels['voucher.entity'] } : {}),
        ...(labels['voucher.expiry'] ? { expiry: labels['voucher.expiry'] } : {}),
      }}
    />
  );
}

/** The voucher of an order known by its code (the confirmation after a cash-voucher method). */
export function OrderVoucher({ code }: { code: string }) {
  const purchase = dataOf(useOrder(code));
  return purchase ? <PaymentVoucher purchase={purchase} /> : null;
}

/**
 * A placed order, read through the read layer: the voucher, the button payment and the
 * confirmation share one read of it.
 */
export function useOrder(code: string | null) {
  const { commerce } = useCheckout();
  return useRead(code === null ? null : ['checkout', 'order', code], (signal) =>
    commerce.checkout.getOrder(code ?? '', { signal }),
  );
}
