import type { SandboxDb } from './db.js';
import type { Prng } from './prng.js';
import type { SeededProduct } from './seed-products.js';

interface StoreRow {
  id: string;
  name: string;
  country: string;
  city: string;
  address: string;
  postalCode: string;
  lat: number;
  lng: number;
  /** Postal codes this store serves same day (SDD); empty for stores without SDD. */
  sdd: string[];
}

function range(prefix: string, from: number, to: number, width: number): string[] {
  const codes: string[] = [];
  for (let n = from; n <= to; n += 1) codes.push(prefix + String(n).padStart(width, '0'));
  return codes;
}

/** Stores in the countries that have them. Store 1001 serves Madrid 28001 same day. */
export const STORES: readonly StoreRow[] = [
  {
    id: '1001',
    name: 'Madrid Serrano',
    country: 'ES',
    city: 'Madrid',
    address: 'Calle de Serrano 18',
    postalCode: '28001',
    lat: 40.4237,
    lng: -3.6875,
    sdd: range('280', 1, 15, 2),
  },
  {
    id: '1002',
    name: 'Madrid Gran Vía',
    country: 'ES',
    city: 'Madrid',
    address: 'Gran Vía 32',
    postalCode: '28013',
    lat: 40.4203,
    lng: -3.7058,
    sdd: range('280', 1, 20, 2),
  },
  {
    id: '1003',
    name: 'Madrid La Vaguada',
    country: 'ES',
    city: 'Madrid',
    address: 'Avenida Monforte de Lemos 36',
    postalCode: '28029',
    lat: 40.4795,
    lng: -3.7087,
    sdd: range('280', 29, 39, 2),
  },
  {
    id: '1004',
    name: 'Barcelona Passeig de Gràcia',
    country: 'ES',
    city: 'Barcelona',
    address: 'Passeig de Gràcia 45',
    postalCode: '08007',
    lat: 41.3925,
    lng: 2.1647,
    sdd: range('080', 1, 20, 2),
  },
  {
    id: '1005',
    name: 'Barcelona Diagonal',
    country: 'ES',
    city: 'Barcelona',
    address: 'Avinguda Diagonal 557',
    postalCode: '08029',
    lat: 41.3887,
    lng: 2.1358,
    sdd: range('080', 21, 40, 2),
  },
  {
    id: '1006',
    name: 'Valencia Colón',
    country: 'ES',
    city: 'Valencia',
    address: 'Calle de Colón 27',
    postalCode: '46004',
    lat: 39.4701,
    lng: -0.3705,
    sdd: range('460', 1, 25, 2),
  },
  {
    id: '1007',
    name: 'Sevilla Tetuán',
    country: 'ES',
    city: 'Sevilla',
    address: 'Calle Tetuán 9',
    postalCode: '41001',
    lat: 37.3905,
    lng: -5.9948,
    sdd: [],
  },
  {
    id: '1008',
    name: 'Bilbao Gran Vía',
    country: 'ES',
    city: 'Bilbao',
    address: 'Gran Vía de Don Diego López de Haro 11',
    postalCode: '48001',
    lat: 43.2627,
    lng: -2.9301,
    sdd: [],
  },
  {
    id: '1101',
    name: 'Lisboa Chiado',
    country: 'PT',
    city: 'Lisboa',
    address: 'Rua Garrett 50',
    postalCode: '1200-204',
    lat: 38.7107,
    lng: -9.1421,
    sdd: ['1200-204', '1100-148', '1250-096'],
  },
  {
    id: '1102',
    name: 'Porto Santa Catarina',
    country: 'PT',
    city: 'Porto',
    address: 'Rua de Santa Catarina 150',
    postalCode: '4000-442',
    lat: 41.1496,
    lng: -8.6067,
    sdd: [],
  },
  {
    id: '1201',
    name: 'Paris Rivoli',
    country: 'FR',
    city: 'Paris',
    address: '102 Rue de Rivoli',
    postalCode: '75001',
    lat: 48.8606,
    lng: 2.3447,
    sdd: range('750', 1, 20, 2),
  },
  {
    id: '1301',
    name: 'London Oxford Street',
    country: 'GB',
    city: 'London',
    address: '300 Oxford Street',
    postalCode: 'W1C 1DX',
    lat: 51.5154,
    lng: -0.1445,
    sdd: [],
  },
  {
    id: '1401',
    name: 'Berlin Kurfürstendamm',
    country: 'DE',
    city: 'Berlin',
    address: 'Kurfürstendamm 21',
    postalCode: '10719',
    lat: 52.5035,
    lng: 13.3302,
    sdd: [],
  },
  {
    id: '1501',
    name: 'Milano Vittorio Emanuele',
    country: 'IT',
    city: 'Milano',
    address: 'Corso Vittorio Emanuele II 24',
    postalCode: '20122',
    lat: 45.4654,
    lng: 9.1935,
    sdd: [],
  },
  {
    id: '1601',
    name: 'Ciudad de México Polanco',
    country: 'MX',
    city: 'Ciudad de México',
    address: 'Av. Presidente Masaryk 340',
    postalCode: '11560',
    lat: 19.4326,
    lng: -99.1942,
    sdd: ['11560', '11550', '11000'],
  },
  {
    id: '1602',
    name: 'Guadalajara Andares',
    country: 'MX',
    city: 'Guadalajara',
    address: 'Blvd. Puerta de Hierro 4965',
    postalCode: '45116',
    lat: 20.7099,
    lng: -103.4107,
    sdd: [],
  },
  {
    id: '1701',
    name: 'New York Fifth Avenue',
    country: 'US',
    city: 'New York',
    address: '500 Fifth Avenue',
    postalCode: '10110',
    lat: 40.7536,
    lng: -73.9817,
    sdd: ['10110', '10001', '10016', '10017', '10018'],
  },
  {
    id: '1702',
    name: 'Miami Aventura',
    country: 'US',
    city: 'Miami',
    address: '19501 Biscayne Blvd',
    postalCode: '33180',
    lat: 25.9565,
    lng: -80.1426,
    sdd: [],
  },
  {
    id: '1801',
    name: 'Santiago Costanera',
    country: 'CL',
    city: 'Santiago',
    address: 'Av. Andrés Bello 2425',
    postalCode: '7510689',
    lat: -33.4175,
    lng: -70.6067,
    sdd: [],
  },
  {
    id: '1901',
    name: 'Bogotá Andino',
    country: 'CO',
    city: 'Bogotá',
    address: 'Carrera 11 #82-71',
    postalCode: '110221',
    lat: 4.6667,
    lng: -74.0527,
    sdd: [],
  },
  {
    id: '2001',
    name: 'Lima Larcomar',
    country: 'PE',
    city: 'Lima',
    address: 'Malecón de la Reserva 610',
    postalCode: '15074',
    lat: -12.1318,
    lng: -77.0302,
    sdd: [],
  },
  {
    id: '2101',
    name: 'Warszawa Złote Tarasy',
    country: 'PL',
    city: 'Warszawa',
    address: 'Złota 59',
    postalCode: '00-120',
    lat: 52.2298,
    lng: 21.0032,
    sdd: [],
  },
  {
    id: '2201',
    name: 'Praha Na Příkopě',
    country: 'CZ',
    city: 'Praha',
    address: 'Na Příkopě 22',
    postalCode: '110 00',
    lat: 50.0853,
    lng: 14.4257,
    sdd: [],
  },
  {
    id: '2301',
    name: 'Las Palmas Triana',
    country: 'CI',
    city: 'Las Palmas de Gran Canaria',
    address: 'Calle Mayor de Triana 84',
    postalCode: '35002',
    lat: 28.1029,
    lng: -15.4155,
    sdd: [],
  },
];

function schedule(prng: Prng): string {
  const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
  const sundayOpen = prng.chance(0.3);
  return JSON.stringify(
    days.map((day) => ({
      day,
      closed: day === 'SUNDAY' && !sundayOpen,
      openingTime: day === 'SUNDAY' ? '11:00' : '10:00',
      closingTime: day === 'SUNDAY' ? '20:00' : '21:30',
    })),
  );
}

export function seedStores(db: SandboxDb, prng: Prng, products: SeededProduct[]): void {
  const insertStore =
    db.prepare(`INSERT INTO stores (id, name, country, city, address, postal_code, lat, lng,
    phone, schedule, pickup_types, is_distributor) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertSdd = db.prepare(
    'INSERT INTO store_sdd_postal_codes (store_id, postal_code) VALUES (?, ?)',
  );
  const insertStock = db.prepare(
    'INSERT INTO store_stock (code, store_id, level) VALUES (?, ?, ?)',
  );
  for (const store of STORES) {
    const pickupTypes = store.sdd.length > 0 ? ['pickup', 'pickup_2h', 'sdd'] : ['pickup'];
    insertStore.run(
      store.id,
      store.name,
      store.country,
      store.city,
      store.address,
      store.postalCode,
      store.lat,
      store.lng,
      `+00 ${store.id} 000`,
      schedule(prng),
      JSON.stringify(pickupTypes),
      store.id === '1008' ? 1 : 0,
    );
    for (const code of store.sdd) insertSdd.run(store.id, code);
    for (const product of products) {
      // Madrid Serrano stocks every product early in each category (same-day delivery on
      // 28001 always has something to sell); other stores hold about 40% of the range.
      const always = store.id === '1001' && product.rank < 24;
      if (!always && !prng.chance(0.4)) continue;
      for (const code of product.sellable) insertStock.run(code, store.id, prng.int(1, 12));
    }
  }
}
