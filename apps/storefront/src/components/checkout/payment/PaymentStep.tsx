// The payment step's whole content (spec 2, payments sections, 5, 8.2 and 9), mounted by the
// checkout page at /{lang}/checkout/payment/:paymentMethod?/. It reads the checkout context;
// this first version only holds the contract (its props) while the methods are built.

export interface PaymentStepProps {
  /** The method code from the URL (`/payment/<code>/`), undefined before one is chosen. */
  paymentMethod?: string | undefined;
}

export function PaymentStep({ paymentMethod }: PaymentStepProps) {
  return <section aria-label="payment" data-testid="payment-step" data-method={paymentMethod} />;
}
