import {
  CONTENT_LANGUAGES,
  inLanguage,
  type ContentLanguage,
  type Translations,
} from './languages.js';

/**
 * The loyalty club's three levels as the content system describes them
 * (docs/product/loyalty.md §3.2: `my_{product}`, here the `my_loyalty` item): name, back-end code,
 * order, colour, icon, points range and up to six advantages each. The tier names are the club's
 * brand names and stay the same in every language (as the workshop's category headings do); the
 * advantages are written in each language. Columns: en es ca fr de it pt el cs sk pl ru ja ar he.
 */
// prettier-ignore
const ADVANTAGES = {
  welcomeGift: ['Welcome gift when you join', 'Regalo de bienvenida al unirte', 'Regal de benvinguda en unir-te', 'Cadeau de bienvenue à l’inscription', 'Willkommensgeschenk zum Beitritt', 'Regalo di benvenuto all’iscrizione', 'Oferta de boas-vindas ao aderir', 'Δώρο καλωσορίσματος με την εγγραφή', 'Uvítací dárek při registraci', 'Uvítací darček pri registrácii', 'Prezent powitalny na start', 'Приветственный подарок при вступлении', '入会時のウェルカムギフト', 'هدية ترحيبية عند الانضمام', 'מתנת הצטרפות'],
  birthday: ['A birthday surprise', 'Una sorpresa por tu cumpleaños', 'Una sorpresa pel teu aniversari', 'Une surprise pour votre anniversaire', 'Eine Überraschung zum Geburtstag', 'Una sorpresa per il tuo compleanno', 'Uma surpresa no seu aniversário', 'Μια έκπληξη στα γενέθλιά σας', 'Překvapení k narozeninám', 'Prekvapenie k narodeninám', 'Niespodzianka na urodziny', 'Сюрприз на день рождения', 'お誕生日のサプライズ', 'مفاجأة في عيد ميلادك', 'הפתעה ליום ההולדת'],
  checkUp: ['Free jewellery check-up at the workshop', 'Revisión gratuita de tus joyas en el taller', 'Revisió gratuïta de les teves joies al taller', 'Contrôle gratuit de vos bijoux à l’atelier', 'Kostenlose Schmuckprüfung in der Werkstatt', 'Controllo gratuito dei tuoi gioielli in laboratorio', 'Revisão gratuita das suas joias na oficina', 'Δωρεάν έλεγχος των κοσμημάτων σας στο εργαστήριο', 'Bezplatná kontrola šperků v dílně', 'Bezplatná kontrola šperkov v dielni', 'Bezpłatny przegląd biżuterii w pracowni', 'Бесплатная проверка украшений в мастерской', '工房でのジュエリー無料点検', 'فحص مجاني لمجوهراتك في الورشة', 'בדיקה חינם של התכשיטים בסדנה'],
  allFan: ['All Fan advantages', 'Todas las ventajas de Fan', 'Tots els avantatges de Fan', 'Tous les avantages Fan', 'Alle Vorteile von Fan', 'Tutti i vantaggi Fan', 'Todas as vantagens Fan', 'Όλα τα προνόμια του Fan', 'Všechny výhody úrovně Fan', 'Všetky výhody úrovne Fan', 'Wszystkie korzyści poziomu Fan', 'Все преимущества уровня Fan', 'Fanの特典すべて', 'جميع مزايا مستوى Fan', 'כל ההטבות של Fan'],
  shippingFive: ['Free shipping on 5 orders a year', 'Envío gratuito en 5 pedidos al año', 'Enviament gratuït en 5 comandes l’any', 'Livraison gratuite sur 5 commandes par an', 'Kostenloser Versand für 5 Bestellungen im Jahr', 'Spedizione gratuita su 5 ordini all’anno', 'Envio gratuito em 5 encomendas por ano', 'Δωρεάν αποστολή σε 5 παραγγελίες τον χρόνο', 'Doprava zdarma u 5 objednávek ročně', 'Doprava zadarmo pri 5 objednávkach ročne', 'Darmowa dostawa 5 zamówień w roku', 'Бесплатная доставка 5 заказов в год', '年5回まで送料無料', 'شحن مجاني لخمسة طلبات في السنة', 'משלוח חינם ל-5 הזמנות בשנה'],
  repairsFifth: ['20% off workshop repairs', '20 % de descuento en reparaciones del taller', '20 % de descompte en reparacions del taller', '20 % de remise sur les réparations à l’atelier', '20 % Rabatt auf Reparaturen in der Werkstatt', '20% di sconto sulle riparazioni in laboratorio', '20% de desconto nas reparações da oficina', '20% έκπτωση στις επισκευές του εργαστηρίου', 'Sleva 20 % na opravy v dílně', 'Zľava 20 % na opravy v dielni', '20% zniżki na naprawy w pracowni', 'Скидка 20 % на ремонт в мастерской', '工房での修理が20%オフ', 'خصم 20% على إصلاحات الورشة', '20% הנחה על תיקונים בסדנה'],
  earlySales: ['Early access to sales', 'Acceso anticipado a las rebajas', 'Accés anticipat a les rebaixes', 'Accès en avant-première aux soldes', 'Früher Zugang zum Sale', 'Accesso anticipato ai saldi', 'Acesso antecipado aos saldos', 'Πρώιμη πρόσβαση στις εκπτώσεις', 'Přístup do výprodeje s předstihem', 'Prístup k výpredaju s predstihom', 'Wcześniejszy dostęp do wyprzedaży', 'Ранний доступ к распродажам', 'セールへの先行アクセス', 'وصول مبكر إلى التخفيضات', 'גישה מוקדמת למבצעים'],
  allLover: ['All Lover advantages', 'Todas las ventajas de Lover', 'Tots els avantatges de Lover', 'Tous les avantages Lover', 'Alle Vorteile von Lover', 'Tutti i vantaggi Lover', 'Todas as vantagens Lover', 'Όλα τα προνόμια του Lover', 'Všechny výhody úrovně Lover', 'Všetky výhody úrovne Lover', 'Wszystkie korzyści poziomu Lover', 'Все преимущества уровня Lover', 'Loverの特典すべて', 'جميع مزايا مستوى Lover', 'כל ההטבות של Lover'],
  shippingAlways: ['Free shipping on every order', 'Envío gratuito en todos tus pedidos', 'Enviament gratuït en totes les comandes', 'Livraison gratuite sur toutes vos commandes', 'Kostenloser Versand für jede Bestellung', 'Spedizione gratuita su ogni ordine', 'Envio gratuito em todas as encomendas', 'Δωρεάν αποστολή σε κάθε παραγγελία', 'Doprava zdarma u každé objednávky', 'Doprava zadarmo pri každej objednávke', 'Darmowa dostawa każdego zamówienia', 'Бесплатная доставка всех заказов', 'すべてのご注文で送料無料', 'شحن مجاني لكل الطلبات', 'משלוח חינם בכל הזמנה'],
  repairsHalf: ['Half price on workshop repairs', 'Reparaciones del taller a mitad de precio', 'Reparacions del taller a meitat de preu', 'Réparations à l’atelier à moitié prix', 'Reparaturen in der Werkstatt zum halben Preis', 'Riparazioni in laboratorio a metà prezzo', 'Reparações da oficina a metade do preço', 'Επισκευές εργαστηρίου στη μισή τιμή', 'Opravy v dílně za poloviční cenu', 'Opravy v dielni za polovičnú cenu', 'Naprawy w pracowni za pół ceny', 'Ремонт в мастерской за полцены', '工房での修理が半額', 'إصلاحات الورشة بنصف السعر', 'תיקונים בסדנה בחצי מחיר'],
  engraving: ['Free engraving', 'Grabado gratuito', 'Gravat gratuït', 'Gravure offerte', 'Kostenlose Gravur', 'Incisione gratuita', 'Gravação gratuita', 'Δωρεάν χάραξη', 'Gravírování zdarma', 'Gravírovanie zadarmo', 'Bezpłatne grawerowanie', 'Бесплатная гравировка', '刻印無料', 'نقش مجاني', 'חריטה חינם'],
  privateEvents: ['Invitations to private events', 'Invitaciones a eventos privados', 'Invitacions a esdeveniments privats', 'Invitations à des événements privés', 'Einladungen zu privaten Events', 'Inviti a eventi privati', 'Convites para eventos privados', 'Προσκλήσεις σε ιδιωτικές εκδηλώσεις', 'Pozvánky na soukromé akce', 'Pozvánky na súkromné podujatia', 'Zaproszenia na prywatne wydarzenia', 'Приглашения на закрытые мероприятия', 'プライベートイベントへのご招待', 'دعوات إلى فعاليات خاصة', 'הזמנות לאירועים פרטיים'],
} as const satisfies Record<string, Translations>;

type AdvantageKey = keyof typeof ADVANTAGES;

/** Each advantage's icon (a lucide name the storefront's levels component knows). */
const ADVANTAGE_ICONS: Record<AdvantageKey, string> = {
  welcomeGift: 'gift',
  birthday: 'cake',
  checkUp: 'wrench',
  allFan: 'check',
  shippingFive: 'truck',
  repairsFifth: 'wrench',
  earlySales: 'calendar',
  allLover: 'check',
  shippingAlways: 'truck',
  repairsHalf: 'wrench',
  engraving: 'pen',
  privateEvents: 'star',
};

const LEVELS: readonly {
  backCode: string;
  name: string;
  order: number;
  color: string;
  icon: string;
  lowerLimit: number;
  /** null: the last tier, whose bar ends at the default 300. */
  upperLimit: number | null;
  advantages: readonly AdvantageKey[];
}[] = [
  {
    backCode: 'FANS',
    name: 'Fan',
    order: 1,
    color: '#7f5a2c',
    icon: 'sparkles',
    lowerLimit: 0,
    upperLimit: 100,
    advantages: ['welcomeGift', 'birthday', 'checkUp'],
  },
  {
    backCode: 'LOVER',
    name: 'Lover',
    order: 2,
    color: '#a3475d',
    icon: 'heart',
    lowerLimit: 100,
    upperLimit: 300,
    advantages: ['allFan', 'shippingFive', 'repairsFifth', 'earlySales'],
  },
  {
    backCode: 'EXPERT',
    name: 'Expert',
    order: 3,
    color: '#2f4a6d',
    icon: 'gem',
    lowerLimit: 300,
    upperLimit: null,
    advantages: ['allLover', 'shippingAlways', 'repairsHalf', 'engraving', 'privateEvents'],
  },
];

/** The levels of the `my_loyalty` item in a language. */
export function loyaltyLevelsContent(language: ContentLanguage) {
  return LEVELS.map((level) => ({
    id: `level-${level.backCode.toLowerCase()}`,
    name: level.name,
    backCode: level.backCode,
    order: level.order,
    color: level.color,
    icon: level.icon,
    lowerLimit: level.lowerLimit,
    upperLimit: level.upperLimit,
    analyticName: level.backCode.toLowerCase(),
    advantages: level.advantages.map((key) => ({
      id: key,
      title: inLanguage(ADVANTAGES[key], language),
      icon: ADVANTAGE_ICONS[key],
    })),
  }));
}

/** Advantage texts a language has left empty or as English: what a translator must fill. */
export function untranslatedAdvantages(language: ContentLanguage): string[] {
  const index = CONTENT_LANGUAGES.indexOf(language);
  return Object.entries(ADVANTAGES)
    .filter(([, texts]) => {
      const text = texts[index]?.trim() ?? '';
      return text === '' || (language !== 'en' && text === texts[0]);
    })
    .map(([key]) => key);
}
