/** Payment modes offered per country (a sandbox choice; the site settings decide in production). */
export function paymentModesFor(
  country: string,
): { code: string; name: string; paymentModeType: string; expressCheckoutEnabled: boolean }[] {
  const all: Record<string, string[]> = {
    ES: [
      'card',
      'paypal',
      'bizum',
      'klarna',
      'applepay',
      'googlepay',
      'cashondelivery',
      'amazonpay',
    ],
    PT: ['card', 'paypal', 'multibanco', 'mbway', 'oney'],
    MX: ['card', 'oxxo', 'mercadopago', 'kueski', 'paynet'],
    PL: ['card', 'p24', 'payu'],
    DE: ['card', 'paypal', 'giropay', 'klarna'],
    SA: ['card', 'tabby', 'cashondelivery', 'applepay'],
    CO: ['card', 'addi', 'mercadopago'],
    IL: ['card', 'pelecard'],
    RU: ['card', 'yookassa'],
    CR: ['card', 'fac'],
  };
  return (all[country] ?? ['card', 'paypal', 'afterpaytouch', 'applepay', 'googlepay']).map(
    (code) => ({
      code,
      name: code,
      paymentModeType: ['card', 'applepay', 'googlepay', 'amazonpay'].includes(code)
        ? code
        : 'redirect',
      expressCheckoutEnabled: ['paypal', 'applepay', 'googlepay', 'amazonpay'].includes(code),
    }),
  );
}

/**
 * The payment mode an order keeps from its payment's method path: the provider's method
 * ('adyen/klarna' -> 'klarna'), but cash on delivery whatever the courier takes at the door
 * ('cashondelivery/card' was kept as 'card', and the shopper's order said "Card", issue 32.4).
 */
export function paymentModeOfMethod(method: string): string {
  if (method === 'cashondelivery' || method.startsWith('cashondelivery/')) return 'cashondelivery';
  return method.split('/').pop() ?? method;
}
