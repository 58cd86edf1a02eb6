import type { Translations } from './languages.js';

/**
 * The help page's contact form (docs/product/content.md §7.3), columns: en es ca fr de it pt el cs
 * sk pl ru ja ar he. `{caseId}` is filled in by the storefront.
 */
// One row per label keeps a language's column easy to review.
// prettier-ignore
export const CONTACT_LABELS: Record<string, Translations> = {
  contactName: ['Name', 'Nombre', 'Nom', 'Nom', 'Name', 'Nome', 'Nome', 'Όνομα', 'Jméno', 'Meno', 'Imię', 'Имя', 'お名前', 'الاسم', 'שם'],
  contactReason: ['Subject', 'Motivo', 'Motiu', 'Objet', 'Anliegen', 'Motivo', 'Assunto', 'Θέμα', 'Důvod', 'Dôvod', 'Temat', 'Тема', 'お問い合わせ内容', 'الموضوع', 'נושא'],
  contactReasonOrder: ['My order', 'Mi pedido', 'La meva comanda', 'Ma commande', 'Meine Bestellung', 'Il mio ordine', 'A minha encomenda', 'Η παραγγελία μου', 'Moje objednávka', 'Moja objednávka', 'Moje zamówienie', 'Мой заказ', 'ご注文について', 'طلبي', 'ההזמנה שלי'],
  contactReasonProduct: ['A product', 'Un producto', 'Un producte', 'Un produit', 'Ein Produkt', 'Un prodotto', 'Um produto', 'Ένα προϊόν', 'Produkt', 'Produkt', 'Produkt', 'Товар', '商品について', 'منتج', 'מוצר'],
  contactReasonReturn: ['Returns and refunds', 'Devoluciones y reembolsos', 'Devolucions i reemborsaments', 'Retours et remboursements', 'Rücksendungen und Erstattungen', 'Resi e rimborsi', 'Devoluções e reembolsos', 'Επιστροφές και επιστροφές χρημάτων', 'Vrácení a refundace', 'Vrátenie a refundácia', 'Zwroty i refundacje', 'Возвраты и возмещения', '返品・返金', 'الإرجاع واسترداد المبلغ', 'החזרות והחזרים כספיים'],
  contactReasonOther: ['Something else', 'Otro motivo', 'Un altre motiu', 'Autre chose', 'Etwas anderes', 'Altro', 'Outro assunto', 'Κάτι άλλο', 'Něco jiného', 'Niečo iné', 'Coś innego', 'Другое', 'その他', 'شيء آخر', 'משהו אחר'],
  contactOrderCode: ['Order number (optional)', 'Número de pedido (opcional)', 'Número de comanda (opcional)', 'Numéro de commande (facultatif)', 'Bestellnummer (optional)', 'Numero d’ordine (facoltativo)', 'Número da encomenda (opcional)', 'Αριθμός παραγγελίας (προαιρετικό)', 'Číslo objednávky (nepovinné)', 'Číslo objednávky (nepovinné)', 'Numer zamówienia (opcjonalnie)', 'Номер заказа (необязательно)', '注文番号（任意）', 'رقم الطلب (اختياري)', 'מספר הזמנה (לא חובה)'],
  contactMessage: ['Message', 'Mensaje', 'Missatge', 'Message', 'Nachricht', 'Messaggio', 'Mensagem', 'Μήνυμα', 'Zpráva', 'Správa', 'Wiadomość', 'Сообщение', 'メッセージ', 'الرسالة', 'הודעה'],
  contactSend: ['Send', 'Enviar', 'Enviar', 'Envoyer', 'Senden', 'Invia', 'Enviar', 'Αποστολή', 'Odeslat', 'Odoslať', 'Wyślij', 'Отправить', '送信する', 'إرسال', 'שליחה'],
  contactSent: ['Thank you, we have your message. Your case number is {caseId}.', 'Gracias, hemos recibido tu mensaje. Tu número de caso es {caseId}.', 'Gràcies, hem rebut el teu missatge. El teu número de cas és {caseId}.', 'Merci, nous avons bien reçu votre message. Votre numéro de dossier est {caseId}.', 'Danke, wir haben Ihre Nachricht erhalten. Ihre Vorgangsnummer lautet {caseId}.', 'Grazie, abbiamo ricevuto il tuo messaggio. Il numero della tua pratica è {caseId}.', 'Obrigado, recebemos a sua mensagem. O número do seu processo é {caseId}.', 'Ευχαριστούμε, λάβαμε το μήνυμά σας. Ο αριθμός υπόθεσής σας είναι {caseId}.', 'Děkujeme, vaši zprávu jsme obdrželi. Číslo vašeho případu je {caseId}.', 'Ďakujeme, vašu správu sme dostali. Číslo vášho prípadu je {caseId}.', 'Dziękujemy, otrzymaliśmy Twoją wiadomość. Numer zgłoszenia to {caseId}.', 'Спасибо, мы получили ваше сообщение. Номер обращения: {caseId}.', 'お問い合わせありがとうございます。受付番号は{caseId}です。', 'شكرًا لك، لقد تلقينا رسالتك. رقم طلبك هو {caseId}.', 'תודה, קיבלנו את הודעתך. מספר הפנייה שלך הוא {caseId}.'],
  requiredField: ['Fill in this field', 'Rellena este campo', 'Omple aquest camp', 'Remplissez ce champ', 'Bitte füllen Sie dieses Feld aus', 'Compila questo campo', 'Preencha este campo', 'Συμπληρώστε αυτό το πεδίο', 'Vyplňte toto pole', 'Vyplňte toto pole', 'Wypełnij to pole', 'Заполните это поле', 'この項目を入力してください', 'يرجى ملء هذا الحقل', 'יש למלא שדה זה'],
};
