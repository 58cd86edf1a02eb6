// The payment methods' names as shoppers know them (brand names, not translated), used when
// the content system has no `paymentMethod.<code>` label.
const NAMES: Readonly<Record<string, string>> = {
  card: 'Card',
  klarna: 'Klarna',
  afterpaytouch: 'Afterpay',
  multibanco: 'Multibanco',
  multibancoinsite: 'Multibanco',
  oney: 'Oney',
  oxxo: 'OXXO',
  oxxoinsite: 'OXXO',
  giropay: 'giropay',
  mbway: 'MB WAY',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  amazonpay: 'Amazon Pay',
  bizum: 'Bizum',
  paypal: 'PayPal',
  mercadopago: 'Mercado Pago',
  cashondelivery: 'Cash on delivery',
  pelecard: 'Pelecard',
  p24: 'Przelewy24',
  blik: 'BLIK',
  yookassa: 'YooKassa',
  payu: 'PayU',
  tabby: 'Tabby',
  addi: 'Addi',
  fac: 'FAC',
  kueski: 'Kueski Pay',
  paynet: 'Paynet',
  powertranz: 'Powertranz',
};

export function methodName(code: string, labels: Readonly<Record<string, string>>): string {
  return labels[`paymentMethod.${code}`] ?? NAMES[code] ?? code;
}
