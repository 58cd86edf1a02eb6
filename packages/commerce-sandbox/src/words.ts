/**
 * Word tables for product names and descriptions in the sites' languages. Names are
 * built as "{kind} {collection} {metal}[ {with} {gem}]"; collections are brand names and
 * stay untranslated. Kept small on purpose: enough for believable, distinct names.
 */
export const KINDS = ['ring', 'necklace', 'earrings', 'bracelet', 'watch', 'charm', 'bag'] as const;
export type Kind = (typeof KINDS)[number];
export const METALS = ['gold', 'silver', 'rose'] as const;
export type Metal = (typeof METALS)[number];
export const GEMS = [
  'none',
  'diamond',
  'pearl',
  'ruby',
  'sapphire',
  'emerald',
  'amethyst',
  'topaz',
  'zirconia',
] as const;
export type Gem = (typeof GEMS)[number];

interface LanguageWords {
  kind: Record<Kind, string>;
  metal: Record<Metal, string>;
  gem: Record<Exclude<Gem, 'none'>, string>;
  with: string;
  description: string;
  /** Languages whose names put the words in another order (Japanese). */
  order?: (parts: {
    kind: string;
    collection: string;
    metal: string;
    gem: string | null;
  }) => string;
}

const W = (
  kind: string[],
  metal: string[],
  gem: string[],
  withWord: string,
  description: string,
  order?: LanguageWords['order'],
): LanguageWords => {
  const pick = (list: string[], index: number): string => list[index] ?? list[0] ?? '';
  return {
    kind: Object.fromEntries(KINDS.map((k, i) => [k, pick(kind, i)])) as Record<Kind, string>,
    metal: Object.fromEntries(METALS.map((m, i) => [m, pick(metal, i)])) as Record<Metal, string>,
    gem: Object.fromEntries(GEMS.slice(1).map((g, i) => [g, pick(gem, i)])) as Record<
      Exclude<Gem, 'none'>,
      string
    >,
    with: withWord,
    description,
    ...(order ? { order } : {}),
  };
};

// Order: kinds ring, necklace, earrings, bracelet, watch, charm, bag; metals gold, silver,
// rose; gems diamond, pearl, ruby, sapphire, emerald, amethyst, topaz, zirconia.
export const WORDS: Readonly<Record<string, LanguageWords>> = {
  en: W(
    ['Ring', 'Necklace', 'Earrings', 'Bracelet', 'Watch', 'Charm', 'Bag'],
    ['gold', 'silver', 'rose gold'],
    ['diamond', 'pearl', 'ruby', 'sapphire', 'emerald', 'amethyst', 'topaz', 'zirconia'],
    'with',
    'Handcrafted in our workshop and finished by hand.',
  ),
  es: W(
    ['Anillo', 'Collar', 'Pendientes', 'Pulsera', 'Reloj', 'Charm', 'Bolso'],
    ['de oro', 'de plata', 'de oro rosa'],
    ['diamante', 'perla', 'rubí', 'zafiro', 'esmeralda', 'amatista', 'topacio', 'circonita'],
    'con',
    'Hecho en nuestro taller y acabado a mano.',
  ),
  ca: W(
    ['Anell', 'Collaret', 'Arracades', 'Polsera', 'Rellotge', 'Charm', 'Bossa'],
    ["d'or", "d'argent", "d'or rosa"],
    ['diamant', 'perla', 'robí', 'safir', 'maragda', 'ametista', 'topazi', 'zirconita'],
    'amb',
    'Fet al nostre taller i acabat a mà.',
  ),
  fr: W(
    ['Bague', 'Collier', "Boucles d'oreilles", 'Bracelet', 'Montre', 'Charm', 'Sac'],
    ['en or', 'en argent', 'en or rose'],
    ['diamant', 'perle', 'rubis', 'saphir', 'émeraude', 'améthyste', 'topaze', 'zircone'],
    'avec',
    'Fabriqué dans notre atelier et fini à la main.',
  ),
  de: W(
    ['Ring', 'Halskette', 'Ohrringe', 'Armband', 'Uhr', 'Charm', 'Tasche'],
    ['aus Gold', 'aus Silber', 'aus Roségold'],
    ['Diamant', 'Perle', 'Rubin', 'Saphir', 'Smaragd', 'Amethyst', 'Topas', 'Zirkonia'],
    'mit',
    'In unserer Werkstatt gefertigt und von Hand veredelt.',
  ),
  it: W(
    ['Anello', 'Collana', 'Orecchini', 'Bracciale', 'Orologio', 'Charm', 'Borsa'],
    ['in oro', 'in argento', 'in oro rosa'],
    ['diamante', 'perla', 'rubino', 'zaffiro', 'smeraldo', 'ametista', 'topazio', 'zirconia'],
    'con',
    'Realizzato nel nostro laboratorio e rifinito a mano.',
  ),
  pt: W(
    ['Anel', 'Colar', 'Brincos', 'Pulseira', 'Relógio', 'Charm', 'Mala'],
    ['de ouro', 'de prata', 'de ouro rosa'],
    ['diamante', 'pérola', 'rubi', 'safira', 'esmeralda', 'ametista', 'topázio', 'zircónia'],
    'com',
    'Feito na nossa oficina e acabado à mão.',
  ),
  cs: W(
    ['Prsten', 'Náhrdelník', 'Náušnice', 'Náramek', 'Hodinky', 'Přívěsek', 'Kabelka'],
    ['ze zlata', 'ze stříbra', 'z růžového zlata'],
    // After "s" the stone takes the instrumental case.
    ['diamantem', 'perlou', 'rubínem', 'safírem', 'smaragdem', 'ametystem', 'topazem', 'zirkonem'],
    's',
    'Vyrobeno v naší dílně a ručně dokončeno.',
  ),
  sk: W(
    ['Prsteň', 'Náhrdelník', 'Náušnice', 'Náramok', 'Hodinky', 'Prívesok', 'Kabelka'],
    ['zo zlata', 'zo striebra', 'z ružového zlata'],
    ['diamantom', 'perlou', 'rubínom', 'zafírom', 'smaragdom', 'ametystom', 'topásom', 'zirkónom'],
    's',
    'Vyrobené v našej dielni a ručne dokončené.',
  ),
  pl: W(
    ['Pierścionek', 'Naszyjnik', 'Kolczyki', 'Bransoletka', 'Zegarek', 'Zawieszka', 'Torebka'],
    ['ze złota', 'ze srebra', 'z różowego złota'],
    ['diamentem', 'perłą', 'rubinem', 'szafirem', 'szmaragdem', 'ametystem', 'topazem', 'cyrkonią'],
    'z',
    'Wykonane w naszej pracowni i wykończone ręcznie.',
  ),
  el: W(
    ['Δαχτυλίδι', 'Κολιέ', 'Σκουλαρίκια', 'Βραχιόλι', 'Ρολόι', 'Γούρι', 'Τσάντα'],
    ['από χρυσό', 'από ασήμι', 'από ροζ χρυσό'],
    ['διαμάντι', 'μαργαριτάρι', 'ρουμπίνι', 'ζαφείρι', 'σμαράγδι', 'αμέθυστο', 'τοπάζι', 'ζιργκόν'],
    'με',
    'Φτιαγμένο στο εργαστήριό μας και φινιρισμένο στο χέρι.',
  ),
  iw: W(
    ['טבעת', 'שרשרת', 'עגילים', 'צמיד', 'שעון', 'תליון', 'תיק'],
    ['מזהב', 'מכסף', 'מזהב ורוד'],
    ['יהלום', 'פנינה', 'אודם', 'ספיר', 'אזמרגד', 'אמטיסט', 'טופז', 'זירקון'],
    'עם',
    'נוצר בסדנה שלנו ומוגמר בעבודת יד.',
  ),
  ar: W(
    ['خاتم', 'قلادة', 'أقراط', 'سوار', 'ساعة', 'تعويذة', 'حقيبة'],
    ['من الذهب', 'من الفضة', 'من الذهب الوردي'],
    [
      'الألماس',
      'اللؤلؤ',
      'الياقوت الأحمر',
      'الياقوت الأزرق',
      'الزمرد',
      'الجمشت',
      'التوباز',
      'الزركون',
    ],
    'مع',
    'صُنع في ورشتنا وأُنجزت لمساته الأخيرة يدويًا.',
  ),
  ja: W(
    ['リング', 'ネックレス', 'ピアス', 'ブレスレット', '時計', 'チャーム', 'バッグ'],
    ['ゴールド', 'シルバー', 'ローズゴールド'],
    [
      'ダイヤモンド',
      'パール',
      'ルビー',
      'サファイア',
      'エメラルド',
      'アメジスト',
      'トパーズ',
      'ジルコニア',
    ],
    '付き',
    '自社工房で制作し、職人が手作業で仕上げています。',
    // "Aurora ゴールドリング ダイヤモンド付き": collection, metal and kind, then the stone.
    ({ kind, collection, metal, gem }) =>
      `${collection} ${metal}${kind}${gem === null ? '' : ` ${gem}付き`}`,
  ),
  ru: W(
    ['Кольцо', 'Колье', 'Серьги', 'Браслет', 'Часы', 'Шарм', 'Сумка'],
    ['из золота', 'из серебра', 'из розового золота'],
    [
      'бриллиантом',
      'жемчугом',
      'рубином',
      'сапфиром',
      'изумрудом',
      'аметистом',
      'топазом',
      'цирконом',
    ],
    'с',
    'Создано в нашей мастерской и отделано вручную.',
  ),
};

export function productName(
  language: string,
  kind: Kind,
  collection: string,
  metal: Metal,
  gem: Gem,
): string {
  const words = WORDS[language] ?? WORDS['en'];
  if (!words) throw new Error('English word table missing');
  const gemWord = gem === 'none' ? null : words.gem[gem];
  if (words.order) {
    return words.order({
      kind: words.kind[kind],
      collection,
      metal: words.metal[metal],
      gem: gemWord,
    });
  }
  const base = `${words.kind[kind]} ${collection} ${words.metal[metal]}`;
  return gemWord === null ? base : `${base} ${words.with} ${gemWord}`;
}

export function productDescription(language: string, name: string): string {
  const words = WORDS[language] ?? WORDS['en'];
  // Japanese ends a sentence with its own full stop, without a space.
  const stop = language === 'ja' ? '。' : '. ';
  return `${name}${stop}${words?.description ?? ''}`;
}
