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
    SA: ['card', 'tabby'],
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
