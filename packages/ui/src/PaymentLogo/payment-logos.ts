/**
 * Our own simplified payment marks (no third-party logo files): a brand-coloured badge
 * with a wordmark, enough to recognise the method at a glance. One entry per method the
 * storefront offers (docs/product/payments.md §1.2), plus the card brands the card form shows.
 */
export interface PaymentMark {
  label: string;
  background: string;
  foreground: string;
  /** Shorter text when the name does not fit the badge. */
  text: string;
  /**
   * A drawing instead of a wordmark, for the generic methods: an English word or acronym
   * ("CARD", "COD") would be a leftover on every other language's site (issue 32).
   */
  glyph?: 'card' | 'cash';
}

export const PAYMENT_MARKS = {
  addi: { label: 'Addi', background: '#00b3a4', foreground: '#ffffff', text: 'addi' },
  applepay: { label: 'Apple Pay', background: '#000000', foreground: '#ffffff', text: 'Apple Pay' },
  blik: { label: 'BLIK', background: '#000000', foreground: '#ffffff', text: 'blik' },
  card: { label: 'Card', background: '#1f3a60', foreground: '#ffffff', text: '', glyph: 'card' },
  cod: {
    label: 'Cash on delivery',
    background: '#2f6b45',
    foreground: '#ffffff',
    text: '',
    glyph: 'cash',
  },
  giropay: { label: 'giropay', background: '#000268', foreground: '#ffffff', text: 'giropay' },
  googlepay: { label: 'Google Pay', background: '#ffffff', foreground: '#3c4043', text: 'G Pay' },
  klarna: { label: 'Klarna', background: '#ffb3c7', foreground: '#0b051d', text: 'Klarna.' },
  kueski: { label: 'Kueski Pay', background: '#0075ff', foreground: '#ffffff', text: 'kueski' },
  mbway: { label: 'MB WAY', background: '#d60510', foreground: '#ffffff', text: 'MB WAY' },
  mercadopago: {
    label: 'Mercado Pago',
    background: '#00b1ea',
    foreground: '#ffffff',
    text: 'mercado pago',
  },
  multibanco: { label: 'Multibanco', background: '#1c5ca8', foreground: '#ffffff', text: 'MB' },
  oney: { label: 'Oney', background: '#81bc00', foreground: '#ffffff', text: 'oney' },
  oxxo: { label: 'OXXO', background: '#e31b23', foreground: '#ffd100', text: 'OXXO' },
  p24: { label: 'Przelewy24', background: '#d13239', foreground: '#ffffff', text: 'P24' },
  paynet: { label: 'Paynet', background: '#0b3c7a', foreground: '#ffffff', text: 'paynet' },
  paypal: { label: 'PayPal', background: '#ffffff', foreground: '#003087', text: 'PayPal' },
  payu: { label: 'PayU', background: '#a6c307', foreground: '#ffffff', text: 'PayU' },
  pelecard: { label: 'Pelecard', background: '#004b87', foreground: '#ffffff', text: 'pelecard' },
  powertranz: {
    label: 'PowerTranz',
    background: '#14213d',
    foreground: '#fca311',
    text: 'PowerTranz',
  },
  tabby: { label: 'tabby', background: '#3effb3', foreground: '#000000', text: 'tabby' },
  yookassa: { label: 'YooKassa', background: '#0070f0', foreground: '#ffffff', text: 'ЮKassa' },
  bizum: { label: 'Bizum', background: '#05c3dd', foreground: '#ffffff', text: 'bizum' },
  amazonpay: {
    label: 'Amazon Pay',
    background: '#232f3e',
    foreground: '#ff9900',
    text: 'amazon pay',
  },
  afterpay: { label: 'Afterpay', background: '#b2fce4', foreground: '#000000', text: 'afterpay' },
  visa: { label: 'Visa', background: '#1a1f71', foreground: '#ffffff', text: 'VISA' },
  mastercard: {
    label: 'Mastercard',
    background: '#ffffff',
    foreground: '#000000',
    text: 'mastercard',
  },
  amex: { label: 'American Express', background: '#2e77bc', foreground: '#ffffff', text: 'AMEX' },
  maestro: { label: 'Maestro', background: '#ffffff', foreground: '#0099df', text: 'maestro' },
  jcb: { label: 'JCB', background: '#0b4ea2', foreground: '#ffffff', text: 'JCB' },
  diners: { label: 'Diners Club', background: '#004a97', foreground: '#ffffff', text: 'Diners' },
  discover: { label: 'Discover', background: '#ffffff', foreground: '#ff6000', text: 'DISCOVER' },
} as const satisfies Record<string, PaymentMark>;

export type PaymentMarkCode = keyof typeof PAYMENT_MARKS;

export function isPaymentMarkCode(code: string): code is PaymentMarkCode {
  return Object.hasOwn(PAYMENT_MARKS, code);
}
