/**
 * The return portal's conditions and reasons (docs/product/returns.md: name, code, order), named in
 * the site's language as the back-end would answer them; English where the sandbox has no words
 * for a language. Codes and order are the same on every site: the rule that checks a return
 * (core-orders) reads codes only.
 */
type Names = Readonly<Record<string, string>>;

interface PortalEntry {
  code: string;
  order: number;
  names: Names;
}

const CONDITIONS: readonly PortalEntry[] = [
  {
    code: 'UNUSED',
    order: 1,
    names: {
      en: 'Unused, with its label',
      es: 'Sin usar, con su etiqueta',
      ca: 'Sense fer servir, amb l’etiqueta',
      fr: 'Non utilisé, avec son étiquette',
      de: 'Unbenutzt, mit Etikett',
      it: 'Mai usato, con la sua etichetta',
      pt: 'Sem uso, com a etiqueta',
      el: 'Αχρησιμοποίητο, με την ετικέτα του',
      cs: 'Nepoužité, s visačkou',
      sk: 'Nepoužité, so štítkom',
      pl: 'Nieużywany, z metką',
      ru: 'Не использовалось, с этикеткой',
      ja: '未使用・タグ付き',
      ar: 'غير مستخدم، مع بطاقته',
      iw: 'לא בשימוש, עם התווית',
    },
  },
  {
    code: 'OPENED',
    order: 2,
    names: {
      en: 'Opened packaging',
      es: 'Embalaje abierto',
      ca: 'Embalatge obert',
      fr: 'Emballage ouvert',
      de: 'Verpackung geöffnet',
      it: 'Confezione aperta',
      pt: 'Embalagem aberta',
      el: 'Ανοιγμένη συσκευασία',
      cs: 'Otevřené balení',
      sk: 'Otvorené balenie',
      pl: 'Otwarte opakowanie',
      ru: 'Упаковка вскрыта',
      ja: '開封済み',
      ar: 'عبوة مفتوحة',
      iw: 'אריזה פתוחה',
    },
  },
  {
    code: 'DAMAGED',
    order: 3,
    names: {
      en: 'Arrived damaged',
      es: 'Llegó dañado',
      ca: 'Va arribar malmès',
      fr: 'Arrivé endommagé',
      de: 'Beschädigt angekommen',
      it: 'Arrivato danneggiato',
      pt: 'Chegou danificado',
      el: 'Παραδόθηκε κατεστραμμένο',
      cs: 'Dorazilo poškozené',
      sk: 'Prišlo poškodené',
      pl: 'Dotarł uszkodzony',
      ru: 'Пришло повреждённым',
      ja: '到着時に破損',
      ar: 'وصل تالفًا',
      iw: 'הגיע פגום',
    },
  },
];

const REASONS: readonly PortalEntry[] = [
  {
    code: 'SIZE',
    order: 1,
    names: {
      en: 'Wrong size',
      es: 'Talla incorrecta',
      ca: 'Talla incorrecta',
      fr: 'Mauvaise taille',
      de: 'Falsche Größe',
      it: 'Misura sbagliata',
      pt: 'Tamanho errado',
      el: 'Λάθος μέγεθος',
      cs: 'Nesprávná velikost',
      sk: 'Nesprávna veľkosť',
      pl: 'Zły rozmiar',
      ru: 'Не тот размер',
      ja: 'サイズ違い',
      ar: 'مقاس غير مناسب',
      iw: 'מידה לא נכונה',
    },
  },
  {
    code: 'NOT_AS_EXPECTED',
    order: 2,
    names: {
      en: 'Not as expected',
      es: 'No es lo que esperaba',
      ca: 'No és el que esperava',
      fr: 'Ne correspond pas à mes attentes',
      de: 'Entspricht nicht den Erwartungen',
      it: 'Non come me lo aspettavo',
      pt: 'Não é o que esperava',
      el: 'Δεν είναι όπως το περίμενα',
      cs: 'Neodpovídá očekávání',
      sk: 'Nezodpovedá očakávaniam',
      pl: 'Nie spełnia oczekiwań',
      ru: 'Не соответствует ожиданиям',
      ja: 'イメージと違う',
      ar: 'ليس كما توقعت',
      iw: 'לא כפי שציפיתי',
    },
  },
  {
    code: 'DEFECT',
    order: 3,
    names: {
      en: 'Defective',
      es: 'Defectuoso',
      ca: 'Defectuós',
      fr: 'Défectueux',
      de: 'Fehlerhaft',
      it: 'Difettoso',
      pt: 'Com defeito',
      el: 'Ελαττωματικό',
      cs: 'Vadné',
      sk: 'Chybné',
      pl: 'Wadliwy',
      ru: 'С дефектом',
      ja: '不良品',
      ar: 'معيب',
      iw: 'פגום',
    },
  },
  {
    code: 'LATE',
    order: 4,
    names: {
      en: 'Arrived late',
      es: 'Llegó tarde',
      ca: 'Va arribar tard',
      fr: 'Arrivé en retard',
      de: 'Zu spät angekommen',
      it: 'Arrivato in ritardo',
      pt: 'Chegou tarde',
      el: 'Παραδόθηκε με καθυστέρηση',
      cs: 'Dorazilo pozdě',
      sk: 'Prišlo neskoro',
      pl: 'Dotarł za późno',
      ru: 'Пришло с опозданием',
      ja: '到着が遅れた',
      ar: 'وصل متأخرًا',
      iw: 'הגיע באיחור',
    },
  },
];

export interface PortalChoice {
  code: string;
  name: string;
  order: number;
}

const inLanguage = (entries: readonly PortalEntry[], language: string): PortalChoice[] =>
  entries.map(({ code, order, names }) => ({ code, order, name: names[language] ?? names['en']! }));

/** The conditions a returned piece may be in, named in a site language (`es`, `iw`...). */
export const returnConditions = (language: string) => inLanguage(CONDITIONS, language);
/** Why a piece is returned, named in a site language. */
export const returnReasons = (language: string) => inLanguage(REASONS, language);
/** Every language the portal's names are written in. */
export const RETURN_PORTAL_LANGUAGES: readonly string[] = Object.keys(CONDITIONS[0]!.names);
