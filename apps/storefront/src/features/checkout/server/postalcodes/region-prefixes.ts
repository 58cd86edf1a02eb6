// The countries whose file holds regions only: the first characters of a postal code say the
// region, which the shipping form fills in by itself (no picker: their sites do not ask for
// one). A few regions each, enough for the sandbox's addresses; see README.md. Each region has
// its ISO 3166-2 code, what addresses carry as the region (core-checkout's BillingAddress,
// OCC's region.isocode); a region named after its city has the code of the subdivision the
// city is in (München: Bavaria, DE-BY).
type Region = readonly [code: string, name: string];

export const REGION_PREFIXES: Readonly<Record<string, Readonly<Record<string, Region>>>> = {
  ES: {
    '01': ['ES-VI', 'Álava'],
    '02': ['ES-AB', 'Albacete'],
    '03': ['ES-A', 'Alicante'],
    '04': ['ES-AL', 'Almería'],
    '08': ['ES-B', 'Barcelona'],
    '28': ['ES-M', 'Madrid'],
    '29': ['ES-MA', 'Málaga'],
    '41': ['ES-SE', 'Sevilla'],
    '46': ['ES-V', 'Valencia'],
    '48': ['ES-BI', 'Bizkaia'],
    '50': ['ES-Z', 'Zaragoza'],
    '35': ['ES-GC', 'Las Palmas'],
    '38': ['ES-TF', 'Santa Cruz de Tenerife'],
    '07': ['ES-PM', 'Illes Balears'],
  },
  PT: {
    '1': ['PT-11', 'Lisboa'],
    '4': ['PT-13', 'Porto'],
    '3': ['PT-06', 'Coimbra'],
    '8': ['PT-08', 'Faro'],
  },
  FR: {
    '75': ['FR-75C', 'Paris'],
    '69': ['FR-69', 'Rhône'],
    '13': ['FR-13', 'Bouches-du-Rhône'],
    '33': ['FR-33', 'Gironde'],
  },
  IT: {
    '00': ['IT-RM', 'Roma'],
    '20': ['IT-MI', 'Milano'],
    '50': ['IT-FI', 'Firenze'],
    '80': ['IT-NA', 'Napoli'],
  },
  DE: {
    '1': ['DE-BE', 'Berlin'],
    '2': ['DE-HH', 'Hamburg'],
    '8': ['DE-BY', 'München'],
    '5': ['DE-NW', 'Köln'],
  },
  US: {
    '1': ['US-NY', 'New York'],
    '9': ['US-CA', 'California'],
    '7': ['US-TX', 'Texas'],
    '3': ['US-FL', 'Florida'],
  },
  GB: {
    L: ['GB-LND', 'London'],
    M: ['GB-MAN', 'Manchester'],
    B: ['GB-BIR', 'Birmingham'],
    E: ['GB-EDH', 'Edinburgh'],
  },
  JP: { '1': ['JP-13', '東京都'], '5': ['JP-27', '大阪府'], '4': ['JP-23', '愛知県'] },
  SA: {
    '1': ['SA-01', 'الرياض'],
    '2': ['SA-02', 'مكة المكرمة'],
    '3': ['SA-04', 'المنطقة الشرقية'],
  },
  IL: { '6': ['IL-TA', 'תל אביב'], '9': ['IL-JM', 'ירושלים'], '3': ['IL-HA', 'חיפה'] },
};
