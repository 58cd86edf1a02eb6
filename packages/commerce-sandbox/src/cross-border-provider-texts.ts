/**
 * The words of the cross-border provider's checkout stand-in, in the language of the ic-* sites
 * (English and Spanish). The provider's checkout speaks the shopper's language, so a Spanish
 * site never shows English here (the storefront's language pass reads this page too). Other
 * languages fall back to English: no other site is run by the provider.
 */
export interface ProviderTexts {
  title: string;
  country: string;
  currency: string;
  order: string;
  subtotal: string;
  discount: string;
  delivery: string;
  total: string;
  gift: string;
  address: string;
  firstName: string;
  lastName: string;
  line1: string;
  town: string;
  postalCode: string;
  placeOrder: string;
  placing: string;
  failed: string;
  changed: string;
  noEmail: string;
}

const TEXTS: Readonly<Record<string, ProviderTexts>> = {
  en: {
    title: 'International delivery',
    country: 'Ship to',
    currency: 'Pay in',
    order: 'Your order',
    subtotal: 'Products',
    discount: 'Discounts',
    delivery: 'Delivery',
    total: 'Total',
    gift: 'Gift',
    address: 'Delivery address',
    firstName: 'First name',
    lastName: 'Last name',
    line1: 'Street and number',
    town: 'Town',
    postalCode: 'Postcode',
    placeOrder: 'Pay {amount}',
    placing: 'Placing your order…',
    failed: 'We could not place your order. Please try again.',
    changed: 'Your bag changed; check the new total before paying.',
    noEmail: 'Give your e-mail in the shop’s checkout first.',
  },
  es: {
    title: 'Envío internacional',
    country: 'Enviar a',
    currency: 'Pagar en',
    order: 'Tu pedido',
    subtotal: 'Productos',
    discount: 'Descuentos',
    delivery: 'Envío',
    total: 'Total',
    gift: 'Regalo',
    address: 'Dirección de envío',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    line1: 'Calle y número',
    town: 'Localidad',
    postalCode: 'Código postal',
    placeOrder: 'Pagar {amount}',
    placing: 'Realizando tu pedido…',
    failed: 'No hemos podido realizar tu pedido. Inténtalo de nuevo.',
    changed: 'Tu cesta ha cambiado; revisa el nuevo total antes de pagar.',
    noEmail: 'Indica primero tu e-mail en el proceso de compra de la tienda.',
  },
};

export const PROVIDER_LANGUAGES: readonly string[] = Object.keys(TEXTS);

export function providerTexts(language: string): ProviderTexts {
  return TEXTS[language] ?? (TEXTS['en'] as ProviderTexts);
}
