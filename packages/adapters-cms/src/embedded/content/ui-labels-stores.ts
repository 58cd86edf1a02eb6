import type { Translations } from './languages.js';

/** The store finder's cards. Columns: en es ca fr de it pt el cs sk pl ru ja ar he. */
// prettier-ignore
export const STORE_LABELS: Record<string, Translations> = {
  call: ['Call', 'Llamar', 'Truca', 'Appeler', 'Anrufen', 'Chiama', 'Ligar', 'Κλήση', 'Zavolat', 'Zavolať', 'Zadzwoń', 'Позвонить', '電話する', 'اتصال', 'התקשרות'],
  noStores: ['There are no stores in this country yet. Our team can help you online.', 'Aún no hay tiendas en este país. Nuestro equipo puede ayudarte en línea.', "Encara no hi ha botigues en aquest país. El nostre equip et pot ajudar en línia.", "Il n'y a pas encore de boutique dans ce pays. Notre équipe peut vous aider en ligne.", 'In diesem Land gibt es noch keine Filialen. Unser Team hilft Ihnen gern online.', 'Non ci sono ancora negozi in questo paese. Il nostro team può aiutarti online.', 'Ainda não há lojas neste país. A nossa equipa pode ajudar online.', 'Δεν υπάρχουν ακόμη καταστήματα σε αυτή τη χώρα. Η ομάδα μας μπορεί να σας βοηθήσει online.', 'V této zemi zatím nemáme prodejny. Náš tým vám pomůže online.', 'V tejto krajine zatiaľ nemáme predajne. Náš tím vám pomôže online.', 'W tym kraju nie ma jeszcze sklepów. Nasz zespół pomoże Ci online.', 'В этой стране пока нет магазинов. Наша команда поможет вам онлайн.', 'この国にはまだ店舗がありません。オンラインでお手伝いします。', 'لا توجد متاجر في هذا البلد بعد. يمكن لفريقنا مساعدتك عبر الإنترنت.', 'עדיין אין חנויות במדינה זו. הצוות שלנו ישמח לעזור באינטרנט.'],
};
