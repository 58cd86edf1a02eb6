// The payment step's own texts in the storefront's main languages, used where the content
// system has no label of that key (its labels always win). English is the components' default.
import { useCheckout } from '../checkout-context.js';

type Texts = Readonly<Record<string, string>>;

const ES: Texts = {
  'payment.title': 'Pago',
  'payment.methods': 'Elige cómo pagar',
  'payment.express': 'Pago exprés',
  'payment.redirectNote': 'Completarás el pago con {method}.',
  'payment.payWith': 'Pagar con {method}',
  'payment.verifying': 'Confirmando tu pago…',
  'payment.checkAgain': 'Comprobar de nuevo',
  'payment.tryAgain': 'Volver al pago',
  'payment.expressError': 'No se ha podido completar el pago con {method}.',
  'paymentMethod.card': 'Tarjeta',
  'paymentMethod.cashondelivery': 'Contra reembolso',
  'card.holderName': 'Nombre en la tarjeta',
  'card.number': 'Número de tarjeta',
  'card.expiry': 'Caducidad (MM/AA)',
  'card.cvc': 'CVC',
  'card.brands': 'Tarjetas aceptadas',
  'card.nameRequired': 'Escribe el nombre que figura en la tarjeta.',
  'card.numberInvalid': 'Revisa el número de la tarjeta.',
  'card.brandNotAccepted': 'Esta tarjeta no se acepta aquí. Usa una de las tarjetas indicadas.',
  'card.expiryInvalid': 'Escribe la caducidad como MM/AA.',
  'card.expiryPast': 'La tarjeta ha caducado.',
  'card.cvcInvalid': 'Revisa el código de seguridad.',
  pay: 'Pagar',
  cancel: 'Cancelar',
  'threeds.title': 'Confirma el pago con tu banco',
  'threeds.text': 'Tu banco necesita confirmar que eres tú. No cierres esta ventana.',
  'threeds.frame': 'Verificación del banco',
  'threeds.cancel': 'Cancelar el pago',
  'wallet.contact': 'Contacto',
  'wallet.address': 'Enviar a',
  'voucher.title': 'Paga en efectivo con esta referencia',
  'voucher.reference': 'Referencia',
  'voucher.entity': 'Entidad',
  'voucher.expiry': 'Paga antes del',
  'payment.voucherContinue': 'Ver mi pedido',
  genericPaymentError: 'No se ha podido completar el pago. Inténtalo de nuevo o usa otro método.',
  paymentRefused: 'El pago ha sido rechazado. Inténtalo de nuevo o usa otro método.',
  stillInProcess: 'Tu pago se está procesando. Te escribiremos en cuanto se confirme.',
  timeout: 'El proveedor de pago no ha respondido a tiempo. Inténtalo de nuevo.',
};

const PT: Texts = {
  'payment.title': 'Pagamento',
  'payment.methods': 'Escolha como pagar',
  'payment.express': 'Pagamento expresso',
  'payment.redirectNote': 'Vai concluir o pagamento com {method}.',
  'payment.payWith': 'Pagar com {method}',
  'payment.verifying': 'A confirmar o seu pagamento…',
  'payment.checkAgain': 'Verificar de novo',
  'payment.tryAgain': 'Voltar ao pagamento',
  'paymentMethod.card': 'Cartão',
  'card.holderName': 'Nome no cartão',
  'card.number': 'Número do cartão',
  'card.expiry': 'Validade (MM/AA)',
  'card.cvc': 'CVC',
  'card.brands': 'Cartões aceites',
  pay: 'Pagar',
  'threeds.title': 'Confirme o pagamento com o seu banco',
  'threeds.text': 'O seu banco precisa de confirmar que é você. Não feche esta janela.',
  'threeds.frame': 'Verificação do banco',
  'threeds.cancel': 'Cancelar o pagamento',
  'voucher.title': 'Pague em numerário com esta referência',
  'voucher.reference': 'Referência',
  'voucher.entity': 'Entidade',
  'voucher.expiry': 'Pague até',
  'payment.voucherContinue': 'Ver a minha encomenda',
  genericPaymentError: 'Não foi possível concluir o pagamento. Tente de novo ou use outro método.',
};

const AR: Texts = {
  'payment.title': 'الدفع',
  'payment.methods': 'اختر طريقة الدفع',
  'payment.express': 'الدفع السريع',
  'payment.redirectNote': 'ستُكمل الدفع عبر {method}.',
  'payment.payWith': 'ادفع عبر {method}',
  'payment.verifying': 'جارٍ تأكيد الدفع…',
  'payment.checkAgain': 'تحقق مرة أخرى',
  'payment.tryAgain': 'العودة إلى الدفع',
  'paymentMethod.card': 'بطاقة',
  'paymentMethod.cashondelivery': 'الدفع عند الاستلام',
  'card.holderName': 'الاسم على البطاقة',
  'card.number': 'رقم البطاقة',
  'card.expiry': 'تاريخ الانتهاء (MM/YY)',
  'card.cvc': 'رمز الأمان',
  'card.brands': 'البطاقات المقبولة',
  'card.nameRequired': 'اكتب الاسم كما يظهر على البطاقة.',
  'card.numberInvalid': 'تحقق من رقم البطاقة.',
  'card.brandNotAccepted': 'هذه البطاقة غير مقبولة هنا. استخدم إحدى البطاقات المعروضة.',
  'card.expiryInvalid': 'اكتب تاريخ الانتهاء بالشكل MM/YY.',
  'card.expiryPast': 'انتهت صلاحية البطاقة.',
  'card.cvcInvalid': 'تحقق من رمز الأمان.',
  pay: 'ادفع',
  cancel: 'إلغاء',
  'threeds.title': 'أكّد الدفع مع البنك',
  'threeds.text': 'يحتاج البنك إلى التأكد من هويتك. لا تغلق هذه النافذة.',
  'threeds.frame': 'تحقق البنك',
  'threeds.cancel': 'إلغاء الدفع',
  'wallet.contact': 'جهة الاتصال',
  'wallet.address': 'الشحن إلى',
  genericPaymentError: 'تعذّر إتمام الدفع. حاول مرة أخرى أو استخدم طريقة أخرى.',
  paymentRefused: 'رُفض الدفع. حاول مرة أخرى أو استخدم طريقة أخرى.',
};

const BY_LANGUAGE: Readonly<Record<string, Texts>> = { es: ES, pt: PT, ar: AR };

/** The content labels over the payment step's own texts in the site's language. */
export function paymentTexts(language: string, labels: Texts): Record<string, string> {
  return { ...BY_LANGUAGE[language.slice(0, 2).toLowerCase()], ...labels };
}

export function usePaymentLabels(): Record<string, string> {
  const { site, labels } = useCheckout();
  return paymentTexts(site.language, labels);
}
