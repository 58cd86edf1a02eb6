// A cash-voucher order's payment details (OXXO, Multibanco: spec 2, 4.11 "cash-voucher
// methods"): the purchase says where and until when to pay; nothing shows for other orders.
import type { Purchase } from '@atelier/core-checkout';
import { PaymentVoucher as Voucher } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { methodName } from '../../browser/payment/method-names.js';
import { useCheckout } from '../checkout-context.js';
import { usePaymentLabels } from './payment-texts.js';

export function PaymentVoucher({ purchase }: { purchase: Purchase }) {
  const { site } = useCheckout();
  const labels = usePaymentLabels();
  const reference = purchase.inSiteReferenceCode;
  if (!reference) return null;
  return (
    <Voucher
      methodName={methodName(purchase.paymentMode.code, labels)}
      reference={reference}
      entity={purchase.inSiteEntity ?? null}
      expiresAt={purchase.expirationDate ?? null}
      locale={site.locale}
      labels={{
        ...(labels['voucher.title'] ? { title: labels['voucher.title'] } : {}),
        ...(labels['voucher.reference'] ? { reference: labels['voucher.reference'] } : {}),
        ...(labels['voucher.entity'] ? { entity: labels['voucher.entity'] } : {}),
        ...(labels['voucher.expiry'] ? { expiry: labels['voucher.expiry'] } : {}),
      }}
    />
  );
}

/** The voucher of an order known by its code (the confirmation after a cash-voucher method). */
export function OrderVoucher({ code }: { code: string }) {
  const { commerce } = useCheckout();
  const purchase = usePurchase(code, commerce.checkout.getOrder);
  return purchase ? <PaymentVoucher purchase={purchase} /> : null;
}

function usePurchase(code: string, getOrder: (code: string) => Promise<Purchase>): Purchase | null {
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  useEffect(() => {
    let live = true;
    getOrder(code).then(
      (answer) => live && setPurchase(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code, getOrder]);
  return purchase;
}
