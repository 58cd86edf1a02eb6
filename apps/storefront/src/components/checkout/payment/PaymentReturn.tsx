// Mounted on the confirmation route: when the URL is a shopper's return from a payment
// provider it verifies the payment (with retries while IN_PROCESS) and shows the outcome;
// otherwise it renders nothing. This first version only holds the contract.

export function PaymentReturn() {
  return null;
}
