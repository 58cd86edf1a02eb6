import type { Translations } from './languages.js';

/**
 * The names a listing's filters show for the catalogue's classification values (issue 32: the
 * back-end sends codes such as `gold`, `rose` or `crossbody`, which no shopper should read).
 * Keyed `filterValue.<group>.<value>`; a value without a name here is shown as the back-end
 * sends it (collections are brand names; sizes and lengths are numbers). Columns: en es ca fr
 * de it pt el cs sk pl ru ja ar he.
 */
// prettier-ignore
const VALUES: Record<string, Record<string, Translations>> = {
  material: {
    gold: ['Gold', 'Oro', 'Or', 'Or', 'Gold', 'Oro', 'Ouro', 'Χρυσός', 'Zlato', 'Zlato', 'Złoto', 'Золото', 'ゴールド', 'ذهب', 'זהב'],
    silver: ['Silver', 'Plata', 'Plata', 'Argent', 'Silber', 'Argento', 'Prata', 'Ασήμι', 'Stříbro', 'Striebro', 'Srebro', 'Серебро', 'シルバー', 'فضة', 'כסף'],
    rose: ['Rose gold', 'Oro rosa', 'Or rosa', 'Or rose', 'Roségold', 'Oro rosa', 'Ouro rosa', 'Ροζ χρυσός', 'Růžové zlato', 'Ružové zlato', 'Różowe złoto', 'Розовое золото', 'ローズゴールド', 'ذهب وردي', 'זהב ורוד'],
  },
  gem: {
    diamond: ['Diamond', 'Diamante', 'Diamant', 'Diamant', 'Diamant', 'Diamante', 'Diamante', 'Διαμάντι', 'Diamant', 'Diamant', 'Diament', 'Бриллиант', 'ダイヤモンド', 'ألماس', 'יהלום'],
    pearl: ['Pearl', 'Perla', 'Perla', 'Perle', 'Perle', 'Perla', 'Pérola', 'Μαργαριτάρι', 'Perla', 'Perla', 'Perła', 'Жемчуг', 'パール', 'لؤلؤ', 'פנינה'],
    ruby: ['Ruby', 'Rubí', 'Robí', 'Rubis', 'Rubin', 'Rubino', 'Rubi', 'Ρουμπίνι', 'Rubín', 'Rubín', 'Rubin', 'Рубин', 'ルビー', 'ياقوت أحمر', 'אודם'],
    sapphire: ['Sapphire', 'Zafiro', 'Safir', 'Saphir', 'Saphir', 'Zaffiro', 'Safira', 'Ζαφείρι', 'Safír', 'Zafír', 'Szafir', 'Сапфир', 'サファイア', 'ياقوت أزرق', 'ספיר'],
    emerald: ['Emerald', 'Esmeralda', 'Maragda', 'Émeraude', 'Smaragd', 'Smeraldo', 'Esmeralda', 'Σμαράγδι', 'Smaragd', 'Smaragd', 'Szmaragd', 'Изумруд', 'エメラルド', 'زمرد', 'אזמרגד'],
    amethyst: ['Amethyst', 'Amatista', 'Ametista', 'Améthyste', 'Amethyst', 'Ametista', 'Ametista', 'Αμέθυστος', 'Ametyst', 'Ametyst', 'Ametyst', 'Аметист', 'アメジスト', 'جمشت', 'אחלמה'],
    topaz: ['Topaz', 'Topacio', 'Topazi', 'Topaze', 'Topas', 'Topazio', 'Topázio', 'Τοπάζι', 'Topaz', 'Topás', 'Topaz', 'Топаз', 'トパーズ', 'توباز', 'טופז'],
    zirconia: ['Zirconia', 'Circonita', 'Zirconita', 'Zircon', 'Zirkonia', 'Zircone', 'Zircónia', 'Ζιργκόν', 'Zirkon', 'Zirkón', 'Cyrkonia', 'Фианит', 'ジルコニア', 'زركونيا', 'זירקון'],
  },
  color: {
    yellow: ['Yellow', 'Amarillo', 'Groc', 'Jaune', 'Gelb', 'Giallo', 'Amarelo', 'Κίτρινο', 'Žlutá', 'Žltá', 'Żółty', 'Жёлтый', 'イエロー', 'أصفر', 'צהוב'],
    silver: ['Silver', 'Plateado', 'Platejat', 'Argenté', 'Silbern', 'Argentato', 'Prateado', 'Ασημί', 'Stříbrná', 'Strieborná', 'Srebrny', 'Серебристый', 'シルバー', 'فضي', 'כסוף'],
    pink: ['Pink', 'Rosa', 'Rosa', 'Rose', 'Rosa', 'Rosa', 'Rosa', 'Ροζ', 'Růžová', 'Ružová', 'Różowy', 'Розовый', 'ピンク', 'وردي', 'ורוד'],
    white: ['White', 'Blanco', 'Blanc', 'Blanc', 'Weiß', 'Bianco', 'Branco', 'Λευκό', 'Bílá', 'Biela', 'Biały', 'Белый', 'ホワイト', 'أبيض', 'לבן'],
    red: ['Red', 'Rojo', 'Vermell', 'Rouge', 'Rot', 'Rosso', 'Vermelho', 'Κόκκινο', 'Červená', 'Červená', 'Czerwony', 'Красный', 'レッド', 'أحمر', 'אדום'],
    blue: ['Blue', 'Azul', 'Blau', 'Bleu', 'Blau', 'Blu', 'Azul', 'Μπλε', 'Modrá', 'Modrá', 'Niebieski', 'Синий', 'ブルー', 'أزرق', 'כחול'],
    green: ['Green', 'Verde', 'Verd', 'Vert', 'Grün', 'Verde', 'Verde', 'Πράσινο', 'Zelená', 'Zelená', 'Zielony', 'Зелёный', 'グリーン', 'أخضر', 'ירוק'],
    purple: ['Purple', 'Morado', 'Lila', 'Violet', 'Lila', 'Viola', 'Roxo', 'Μωβ', 'Fialová', 'Fialová', 'Fioletowy', 'Фиолетовый', 'パープル', 'بنفسجي', 'סגול'],
  },
  genre: {
    woman: ['Women', 'Mujer', 'Dona', 'Femme', 'Damen', 'Donna', 'Mulher', 'Γυναίκα', 'Ženy', 'Ženy', 'Kobieta', 'Женщинам', 'レディース', 'نساء', 'נשים'],
    man: ['Men', 'Hombre', 'Home', 'Homme', 'Herren', 'Uomo', 'Homem', 'Άνδρας', 'Muži', 'Muži', 'Mężczyzna', 'Мужчинам', 'メンズ', 'رجال', 'גברים'],
    kids: ['Kids', 'Niños', 'Nens', 'Enfants', 'Kinder', 'Bambini', 'Criança', 'Παιδιά', 'Děti', 'Deti', 'Dzieci', 'Детям', 'キッズ', 'أطفال', 'ילדים'],
    unisex: ['Unisex', 'Unisex', 'Unisex', 'Unisexe', 'Unisex', 'Unisex', 'Unissexo', 'Για όλους', 'Unisex', 'Unisex', 'Unisex', 'Унисекс', 'ユニセックス', 'للجنسين', 'יוניסקס'],
  },
  icon: {
    bear: ['Bear', 'Oso', 'Ós', 'Ourson', 'Bär', 'Orsetto', 'Urso', 'Αρκουδάκι', 'Medvídek', 'Medvedík', 'Miś', 'Мишка', 'ベア', 'دب', 'דובי'],
    heart: ['Heart', 'Corazón', 'Cor', 'Cœur', 'Herz', 'Cuore', 'Coração', 'Καρδιά', 'Srdce', 'Srdce', 'Serce', 'Сердце', 'ハート', 'قلب', 'לב'],
    star: ['Star', 'Estrella', 'Estel', 'Étoile', 'Stern', 'Stella', 'Estrela', 'Αστέρι', 'Hvězda', 'Hviezda', 'Gwiazda', 'Звезда', 'スター', 'نجمة', 'כוכב'],
    moon: ['Moon', 'Luna', 'Lluna', 'Lune', 'Mond', 'Luna', 'Lua', 'Φεγγάρι', 'Měsíc', 'Mesiac', 'Księżyc', 'Луна', 'ムーン', 'قمر', 'ירח'],
    flower: ['Flower', 'Flor', 'Flor', 'Fleur', 'Blume', 'Fiore', 'Flor', 'Λουλούδι', 'Květina', 'Kvet', 'Kwiat', 'Цветок', 'フラワー', 'زهرة', 'פרח'],
  },
  productType: {
    solitaire: ['Solitaire', 'Solitario', 'Solitari', 'Solitaire', 'Solitär', 'Solitario', 'Solitário', 'Μονόπετρο', 'Solitér', 'Solitér', 'Soliter', 'Солитер', 'ソリテール', 'سوليتير', 'סוליטר'],
    band: ['Band', 'Alianza', 'Aliança', 'Anneau', 'Bandring', 'Fascia', 'Aliança', 'Βέρα', 'Kroužek', 'Obrúčka', 'Obrączka', 'Кольцо-обруч', 'バンドリング', 'خاتم دبلة', 'טבעת פס'],
    signet: ['Signet', 'Sello', 'Segell', 'Chevalière', 'Siegelring', 'Chevalier', 'Anel de sinete', 'Σεβαλιέ', 'Pečetní prsten', 'Pečatný prsteň', 'Sygnet', 'Печатка', 'シグネットリング', 'خاتم ختم', 'טבעת חותם'],
    cocktail: ['Cocktail', 'Cóctel', 'Còctel', 'Bague cocktail', 'Cocktailring', 'Anello cocktail', 'Anel de cocktail', 'Κοκτέιλ', 'Koktejlový prsten', 'Koktailový prsteň', 'Pierścionek koktajlowy', 'Коктейльное кольцо', 'カクテルリング', 'خاتم كوكتيل', 'טבעת קוקטייל'],
    chain: ['Chain', 'Cadena', 'Cadena', 'Chaîne', 'Kette', 'Catena', 'Corrente', 'Αλυσίδα', 'Řetízek', 'Retiazka', 'Łańcuszek', 'Цепочка', 'チェーン', 'سلسلة', 'שרשרת'],
    pendant: ['Pendant', 'Colgante', 'Penjoll', 'Pendentif', 'Anhänger', 'Ciondolo', 'Pendente', 'Μενταγιόν', 'Přívěsek', 'Prívesok', 'Wisiorek', 'Подвеска', 'ペンダント', 'دلاية', 'תליון'],
    choker: ['Choker', 'Gargantilla', 'Gargantilla', 'Ras-de-cou', 'Halsreif', 'Girocollo', 'Gargantilha', 'Τσόκερ', 'Obojek', 'Obojok', 'Naszyjnik obroża', 'Чокер', 'チョーカー', 'قلادة ملتصقة', "צ'וקר"],
    hoops: ['Hoops', 'Aros', 'Anelles', 'Créoles', 'Creolen', 'Cerchi', 'Argolas', 'Κρίκοι', 'Kruhy', 'Kruhy', 'Koła', 'Серьги-кольца', 'フープ', 'أقراط دائرية', 'חישוקים'],
    studs: ['Studs', 'De botón', 'De botó', 'Puces', 'Ohrstecker', 'A lobo', 'De botão', 'Καρφωτά', 'Pecky', 'Napichovacie', 'Wkrętki', 'Пусеты', 'スタッド', 'أقراط مثبتة', 'עגילים צמודים'],
    drop: ['Drop', 'Largos', 'Llargues', 'Pendantes', 'Ohrhänger', 'Pendenti', 'Compridos', 'Κρεμαστά', 'Visací', 'Visiace', 'Wiszące', 'Серьги-подвески', 'ドロップ', 'أقراط متدلية', 'עגילים תלויים'],
    bangle: ['Bangle', 'Esclava', 'Braçalet rígid', 'Jonc', 'Armreif', 'Bracciale rigido', 'Pulseira rígida', 'Άκαμπτο βραχιόλι', 'Pevný náramek', 'Pevný náramok', 'Bransoleta sztywna', 'Браслет-обруч', 'バングル', 'سوار صلب', 'צמיד קשיח'],
    cord: ['Cord', 'Cordón', 'Cordó', 'Cordon', 'Kordel', 'Cordino', 'Cordão', 'Κορδόνι', 'Šňůrka', 'Šnúrka', 'Sznurek', 'Шнурок', 'コード', 'حبل', 'שרוך'],
    analog: ['Analogue', 'Analógico', 'Analògic', 'Analogique', 'Analog', 'Analogico', 'Analógico', 'Αναλογικό', 'Analogové', 'Analógové', 'Analogowy', 'Аналоговые', 'アナログ', 'تناظرية', 'אנלוגי'],
    digital: ['Digital', 'Digital', 'Digital', 'Numérique', 'Digital', 'Digitale', 'Digital', 'Ψηφιακό', 'Digitální', 'Digitálne', 'Cyfrowy', 'Электронные', 'デジタル', 'رقمية', 'דיגיטלי'],
    smartwatch: ['Smartwatch', 'Reloj inteligente', 'Rellotge intel·ligent', 'Montre connectée', 'Smartwatch', 'Smartwatch', 'Relógio inteligente', 'Έξυπνο ρολόι', 'Chytré hodinky', 'Inteligentné hodinky', 'Smartwatch', 'Смарт-часы', 'スマートウォッチ', 'ساعة ذكية', 'שעון חכם'],
    charm: ['Charm', 'Charm', 'Charm', 'Breloque', 'Charm', 'Charm', 'Berloque', 'Γούρι', 'Charm', 'Charm', 'Zawieszka', 'Шарм', 'チャーム', 'تشارم', "צ'ארם"],
    tote: ['Tote', 'Bolso tote', 'Bossa tote', 'Cabas', 'Tragetasche', 'Borsa tote', 'Saco tote', 'Τσάντα tote', 'Nákupní taška', 'Nákupná taška', 'Torba shopper', 'Сумка-тоут', 'トートバッグ', 'حقيبة يد كبيرة', 'תיק טוט'],
    crossbody: ['Crossbody', 'Bandolera', 'Bandolera', 'Bandoulière', 'Umhängetasche', 'Tracolla', 'Tiracolo', 'Χιαστί τσάντα', 'Kabelka přes rameno', 'Kabelka cez rameno', 'Torebka na ramię', 'Сумка через плечо', 'ショルダーバッグ', 'حقيبة كروس', 'תיק צד'],
  },
};

/** The label key of a classification value's name (the storefront's filters read it). */
export const filterValueKey = (group: string, value: string): string =>
  `filterValue.${group}.${value}`;

export const FILTER_VALUE_LABELS: Record<string, Translations> = Object.fromEntries(
  Object.entries(VALUES).flatMap(([group, values]) =>
    Object.entries(values).map(([value, texts]) => [filterValueKey(group, value), texts]),
  ),
);

/** Names a language writes as English does (loanwords and words spelt alike): `language:key`. */
const SPELT_AS_ENGLISH: readonly [group: string, value: string, languages: readonly string[]][] = [
  ['material', 'gold', ['de']],
  ['gem', 'amethyst', ['de']],
  ['gem', 'topaz', ['cs', 'pl']],
  ['genre', 'unisex', ['es', 'ca', 'de', 'it', 'cs', 'sk', 'pl']],
  ['productType', 'solitaire', ['fr']],
  ['productType', 'digital', ['es', 'ca', 'de', 'pt']],
  ['productType', 'smartwatch', ['de', 'it', 'pl']],
  // The catalogue's own product names use the loanword in these languages.
  ['productType', 'charm', ['es', 'ca', 'de', 'it', 'cs', 'sk']],
];

export const FILTER_VALUE_SAME_AS_ENGLISH: readonly string[] = SPELT_AS_ENGLISH.flatMap(
  ([group, value, languages]) => languages.map((l) => `${l}:${filterValueKey(group, value)}`),
);
