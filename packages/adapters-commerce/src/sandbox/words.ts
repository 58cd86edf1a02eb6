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
}

const W = (
  kind: string[],
  metal: string[],
  gem: string[],
  withWord: string,
  description: string,
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
    ['zlatý', 'stříbrný', 'z růžového zlata'],
    ['diamant', 'perla', 'rubín', 'safír', 'smaragd', 'ametyst', 'topaz', 'zirkon'],
    's',
    'Vyrobeno v naší dílně a ručně dokončeno.',
  ),
  sk: W(
    ['Prsteň', 'Náhrdelník', 'Náušnice', 'Náramok', 'Hodinky', 'Prívesok', 'Kabelka'],
    ['zlatý', 'strieborný', 'z ružového zlata'],
    ['diamant', 'perla', 'rubín', 'zafír', 'smaragd', 'ametyst', 'topás', 'zirkón'],
    's',
    'Vyrobené v našej dielni a ručne dokončené.',
  ),
  pl: W(
    ['Pierścionek', 'Naszyjnik', 'Kolczyki', 'Bransoletka', 'Zegarek', 'Zawieszka', 'Torebka'],
    ['złoty', 'srebrny', 'z różowego złota'],
    ['diament', 'perła', 'rubin', 'szafir', 'szmaragd', 'ametyst', 'topaz', 'cyrkonia'],
    'z',
    'Wykonane w naszej pracowni i wykończone ręcznie.',
  ),
  el: W(
    ['Δαχτυλίδι', 'Κολιέ', 'Σκουλαρίκια', 'Βραχιόλι', 'Ρολόι', 'Γούρι', 'Τσάντα'],
    ['χρυσό', 'ασημένιο', 'ροζ χρυσό'],
    [
      'διαμάντι',
      'μαργαριτάρι',
      'ρουμπίνι',
      'ζαφείρι',
      'σμαράγδι',
      'αμέθυστος',
      'τοπάζι',
      'ζιργκόν',
    ],
    'με',
    'Φτιαγμένο στο εργαστήριό μας και φινιρισμένο στο χέρι.',
  ),
  iw: W(
    ['טבעת', 'שרשרת', 'עגילים', 'צמיד', 'שעון', 'תליון', 'תיק'],
    ['זהב', 'כסף', 'זהב ורוד'],
    ['יהלום', 'פנינה', 'אודם', 'ספיר', 'אזמרגד', 'אמטיסט', 'טופז', 'זירקון'],
    'עם',
    'נוצר בסדנה שלנו ומוגמר בעבודת יד.',
  ),
  ar: W(
    ['خاتم', 'قلادة', 'أقراط', 'سوار', 'ساعة', 'تعويذة', 'حقيبة'],
    ['ذهب', 'فضة', 'ذهب وردي'],
    ['ألماس', 'لؤلؤ', 'ياقوت', 'صفير', 'زمرد', 'جمشت', 'توباز', 'زركون'],
    'مع',
    'صنع في ورشتنا وتم تشطيبه يدويا.',
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
    '自社工房で作り、手作業で仕上げています。',
  ),
  ru: W(
    ['Кольцо', 'Колье', 'Серьги', 'Браслет', 'Часы', 'Шарм', 'Сумка'],
    ['золотое', 'серебряное', 'из розового золота'],
    ['бриллиант', 'жемчуг', 'рубин', 'сапфир', 'изумруд', 'аметист', 'топаз', 'циркон'],
    'с',
    'Сделано в нашей мастерской и доведено вручную.',
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
  const base = `${words.kind[kind]} ${collection} ${words.metal[metal]}`;
  return gem === 'none' ? base : `${base} ${words.with} ${words.gem[gem]}`;
}

export function productDescription(language: string, name: string): string {
  const words = WORDS[language] ?? WORDS['en'];
  return `${name}. ${words?.description ?? ''}`;
}
