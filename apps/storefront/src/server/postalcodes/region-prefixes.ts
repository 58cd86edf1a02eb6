// The countries whose file holds regions only: the first characters of a postal code say the
// region, which the shipping form fills in by itself (no picker: their sites do not ask for
// one). A few regions each, enough for the sandbox's addresses; see README.md.
export const REGION_PREFIXES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ES: {
    '01': 'Álava',
    '02': 'Albacete',
    '03': 'Alicante',
    '04': 'Almería',
    '08': 'Barcelona',
    '28': 'Madrid',
    '29': 'Málaga',
    '41': 'Sevilla',
    '46': 'Valencia',
    '48': 'Bizkaia',
    '50': 'Zaragoza',
    '35': 'Las Palmas',
    '38': 'Santa Cruz de Tenerife',
    '07': 'Illes Balears',
  },
  PT: { '1': 'Lisboa', '4': 'Porto', '3': 'Coimbra', '8': 'Faro' },
  FR: { '75': 'Paris', '69': 'Rhône', '13': 'Bouches-du-Rhône', '33': 'Gironde' },
  IT: { '00': 'Roma', '20': 'Milano', '50': 'Firenze', '80': 'Napoli' },
  DE: { '1': 'Berlin', '2': 'Hamburg', '8': 'München', '5': 'Köln' },
  US: { '1': 'New York', '9': 'California', '7': 'Texas', '3': 'Florida' },
  GB: { L: 'London', M: 'Manchester', B: 'Birmingham', E: 'Edinburgh' },
  JP: { '1': '東京都', '5': '大阪府', '4': '愛知県' },
  SA: { '1': 'الرياض', '2': 'مكة المكرمة', '3': 'المنطقة الشرقية' },
  IL: { '6': 'תל אביב', '9': 'ירושלים', '3': 'חיפה' },
};
