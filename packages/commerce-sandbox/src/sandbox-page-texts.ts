/**
 * The words of the sandbox's payment pages (the 3DS2 challenge, a redirect provider's page and
 * the page after a decision) in each site language. They stand for the bank's and the
 * provider's pages, which speak the shopper's language; the shop's checkout opens them in a
 * modal or a redirect, so an English page inside a Spanish checkout was a slip (issue 31).
 * `{amount}` and `{method}` are filled by sandbox-pages.ts.
 */
export interface PageTexts {
  challengeTitle: string;
  challengeIntro: string;
  providerTitle: string;
  providerIntro: string;
  approve: string;
  deny: string;
  approved: string;
  denied: string;
  closeNote: string;
}

const TEXTS: Readonly<Record<string, PageTexts>> = {
  en: {
    challengeTitle: 'Confirm it’s you',
    challengeIntro: 'Your bank asks you to confirm this payment of {amount}.',
    providerTitle: 'Pay with {method}',
    providerIntro: 'Confirm the payment of {amount} to go back to the shop.',
    approve: 'Confirm payment',
    deny: 'Cancel payment',
    approved: 'Payment confirmed',
    denied: 'Payment cancelled',
    closeNote: 'You can close this page.',
  },
  es: {
    challengeTitle: 'Confirma que eres tú',
    challengeIntro: 'Tu banco te pide que confirmes este pago de {amount}.',
    providerTitle: 'Pagar con {method}',
    providerIntro: 'Confirma el pago de {amount} para volver a la tienda.',
    approve: 'Confirmar el pago',
    deny: 'Cancelar el pago',
    approved: 'Pago confirmado',
    denied: 'Pago cancelado',
    closeNote: 'Ya puedes cerrar esta página.',
  },
  ca: {
    challengeTitle: 'Confirma que ets tu',
    challengeIntro: 'El teu banc et demana que confirmis aquest pagament de {amount}.',
    providerTitle: 'Paga amb {method}',
    providerIntro: 'Confirma el pagament de {amount} per tornar a la botiga.',
    approve: 'Confirmar el pagament',
    deny: 'Cancel·lar el pagament',
    approved: 'Pagament confirmat',
    denied: 'Pagament cancel·lat',
    closeNote: 'Ja pots tancar aquesta pàgina.',
  },
  fr: {
    challengeTitle: 'Confirmez qu’il s’agit bien de vous',
    challengeIntro: 'Votre banque vous demande de confirmer ce paiement de {amount}.',
    providerTitle: 'Payer avec {method}',
    providerIntro: 'Confirmez le paiement de {amount} pour revenir à la boutique.',
    approve: 'Confirmer le paiement',
    deny: 'Annuler le paiement',
    approved: 'Paiement confirmé',
    denied: 'Paiement annulé',
    closeNote: 'Vous pouvez fermer cette page.',
  },
  de: {
    challengeTitle: 'Bestätigen Sie Ihre Identität',
    challengeIntro: 'Ihre Bank bittet Sie, diese Zahlung über {amount} zu bestätigen.',
    providerTitle: 'Mit {method} bezahlen',
    providerIntro: 'Bestätigen Sie die Zahlung über {amount}, um zum Shop zurückzukehren.',
    approve: 'Zahlung bestätigen',
    deny: 'Zahlung abbrechen',
    approved: 'Zahlung bestätigt',
    denied: 'Zahlung abgebrochen',
    closeNote: 'Sie können diese Seite jetzt schließen.',
  },
  it: {
    challengeTitle: 'Conferma che sei tu',
    challengeIntro: 'La tua banca ti chiede di confermare questo pagamento di {amount}.',
    providerTitle: 'Paga con {method}',
    providerIntro: 'Conferma il pagamento di {amount} per tornare al negozio.',
    approve: 'Conferma il pagamento',
    deny: 'Annulla il pagamento',
    approved: 'Pagamento confermato',
    denied: 'Pagamento annullato',
    closeNote: 'Ora puoi chiudere questa pagina.',
  },
  pt: {
    challengeTitle: 'Confirme que é você',
    challengeIntro: 'O seu banco pede-lhe que confirme este pagamento de {amount}.',
    providerTitle: 'Pagar com {method}',
    providerIntro: 'Confirme o pagamento de {amount} para voltar à loja.',
    approve: 'Confirmar o pagamento',
    deny: 'Cancelar o pagamento',
    approved: 'Pagamento confirmado',
    denied: 'Pagamento cancelado',
    closeNote: 'Já pode fechar esta página.',
  },
  el: {
    challengeTitle: 'Επιβεβαιώστε ότι είστε εσείς',
    challengeIntro: 'Η τράπεζά σας ζητά να επιβεβαιώσετε αυτή την πληρωμή των {amount}.',
    providerTitle: 'Πληρωμή με {method}',
    providerIntro: 'Επιβεβαιώστε την πληρωμή των {amount} για να επιστρέψετε στο κατάστημα.',
    approve: 'Επιβεβαίωση πληρωμής',
    deny: 'Ακύρωση πληρωμής',
    approved: 'Η πληρωμή επιβεβαιώθηκε',
    denied: 'Η πληρωμή ακυρώθηκε',
    closeNote: 'Μπορείτε να κλείσετε αυτή τη σελίδα.',
  },
  cs: {
    challengeTitle: 'Potvrďte, že jste to vy',
    challengeIntro: 'Vaše banka vás žádá o potvrzení této platby ve výši {amount}.',
    providerTitle: 'Zaplatit přes {method}',
    providerIntro: 'Potvrďte platbu ve výši {amount} a vraťte se do obchodu.',
    approve: 'Potvrdit platbu',
    deny: 'Zrušit platbu',
    approved: 'Platba potvrzena',
    denied: 'Platba zrušena',
    closeNote: 'Tuto stránku teď můžete zavřít.',
  },
  sk: {
    challengeTitle: 'Potvrďte, že ste to vy',
    challengeIntro: 'Vaša banka vás žiada o potvrdenie tejto platby vo výške {amount}.',
    providerTitle: 'Zaplatiť cez {method}',
    providerIntro: 'Potvrďte platbu vo výške {amount} a vráťte sa do obchodu.',
    approve: 'Potvrdiť platbu',
    deny: 'Zrušiť platbu',
    approved: 'Platba potvrdená',
    denied: 'Platba zrušená',
    closeNote: 'Túto stránku teraz môžete zavrieť.',
  },
  pl: {
    challengeTitle: 'Potwierdź, że to Ty',
    challengeIntro: 'Twój bank prosi o potwierdzenie tej płatności na kwotę {amount}.',
    providerTitle: 'Zapłać przez {method}',
    providerIntro: 'Potwierdź płatność na kwotę {amount}, aby wrócić do sklepu.',
    approve: 'Potwierdź płatność',
    deny: 'Anuluj płatność',
    approved: 'Płatność potwierdzona',
    denied: 'Płatność anulowana',
    closeNote: 'Możesz już zamknąć tę stronę.',
  },
  ru: {
    challengeTitle: 'Подтвердите, что это вы',
    challengeIntro: 'Ваш банк просит подтвердить этот платёж на сумму {amount}.',
    providerTitle: 'Оплата через {method}',
    providerIntro: 'Подтвердите платёж на сумму {amount}, чтобы вернуться в магазин.',
    approve: 'Подтвердить платёж',
    deny: 'Отменить платёж',
    approved: 'Платёж подтверждён',
    denied: 'Платёж отменён',
    closeNote: 'Эту страницу можно закрыть.',
  },
  ar: {
    challengeTitle: 'أكّد هويتك',
    challengeIntro: 'يطلب منك البنك تأكيد هذه الدفعة بقيمة {amount}.',
    providerTitle: 'الدفع عبر {method}',
    providerIntro: 'أكّد دفع {amount} للعودة إلى المتجر.',
    approve: 'تأكيد الدفع',
    deny: 'إلغاء الدفع',
    approved: 'تم تأكيد الدفع',
    denied: 'تم إلغاء الدفع',
    closeNote: 'يمكنك إغلاق هذه الصفحة الآن.',
  },
  iw: {
    challengeTitle: 'אשרו שזה אתם',
    challengeIntro: 'הבנק שלכם מבקש לאשר את התשלום הזה בסך {amount}.',
    providerTitle: 'תשלום באמצעות {method}',
    providerIntro: 'אשרו את התשלום בסך {amount} כדי לחזור לחנות.',
    approve: 'אישור התשלום',
    deny: 'ביטול התשלום',
    approved: 'התשלום אושר',
    denied: 'התשלום בוטל',
    closeNote: 'אפשר לסגור את הדף הזה.',
  },
  ja: {
    challengeTitle: 'ご本人確認',
    challengeIntro: 'ご利用の銀行から、{amount}のお支払いの確認を求められています。',
    providerTitle: '{method}で支払う',
    providerIntro: '{amount}のお支払いを確定して、ショップに戻ります。',
    approve: '支払いを確定する',
    deny: '支払いをキャンセルする',
    approved: 'お支払いが確定しました',
    denied: 'お支払いをキャンセルしました',
    closeNote: 'このページは閉じていただいて構いません。',
  },
};

/** The page texts in a site language; English where the sandbox has none for it. */
export function pageTexts(language: string): PageTexts {
  return TEXTS[language] ?? TEXTS['en']!;
}

/** The languages the pages are written in (for the all-language test). */
export const PAGE_LANGUAGES: readonly string[] = Object.keys(TEXTS);

/** Wallet and provider names as their owners write them; a method without one shows its code. */
const METHOD_NAMES: Readonly<Record<string, string>> = {
  paypal: 'PayPal',
  klarna: 'Klarna',
  bizum: 'Bizum',
  mbway: 'MB WAY',
  multibanco: 'Multibanco',
  oxxo: 'OXXO',
  kueski: 'Kueski Pay',
  mercadopago: 'Mercado Pago',
  paynet: 'Paynet',
  oney: 'Oney',
  giropay: 'giropay',
  p24: 'Przelewy24',
  blik: 'BLIK',
  payu: 'PayU',
  yookassa: 'ЮKassa',
  tabby: 'tabby',
  pelecard: 'Pelecard',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  amazonpay: 'Amazon Pay',
  afterpaytouch: 'Afterpay',
  addi: 'ADDI',
  powertranz: 'PowerTranz',
};

export function methodDisplayName(method: string): string {
  const code = method.split('/').pop() ?? method;
  return METHOD_NAMES[code] ?? method;
}
