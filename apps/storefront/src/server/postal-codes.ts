/**
 * Postal-code region files (`/postalcodes/{countryCode}.json`): the first digits of a
 * postal code say its region, which the address forms fill in by themselves. A small
 * shipped table; countries without one answer 404.
 */
const REGIONS: Record<string, Record<string, string>> = {
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
  MX: { '0': 'Ciudad de México', '44': 'Jalisco', '64': 'Nuevo León' },
  US: { '1': 'New York', '9': 'California', '7': 'Texas', '3': 'Florida' },
  GB: { L: 'London', M: 'Manchester', B: 'Birmingham', E: 'Edinburgh' },
  JP: { '1': '東京都', '5': '大阪府', '4': '愛知県' },
  SA: { '1': 'الرياض', '2': 'مكة المكرمة', '3': 'المنطقة الشرقية' },
  IL: { '6': 'תל אביב', '9': 'ירושלים', '3': 'חיפה' },
};

export function postalCodeRegions(pathname: string): string | null {
  const match = /^\/postalcodes\/([A-Za-z]{2})\.json$/.exec(pathname);
  if (!match) return null;
  const country = (match[1] ?? '').toUpperCase();
  const regions = REGIONS[country];
  if (!regions) return null;
  return JSON.stringify({
    countryCode: country,
    regions: Object.entries(regions).map(([prefix, name]) => ({ prefix, name })),
  });
}
