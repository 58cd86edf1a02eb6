import type { SandboxDb } from './db.js';
import { SHOPPER } from './seed-people.js';
import { isoDaysBefore } from './seed-dates.js';

/** The shopper's loyalty club data: levels, campaigns, interests, toussis and in-store tickets. */
export function seedLoyalty(db: SandboxDb, now: Date): void {
  const levels = [
    {
      order: 1,
      backCode: 'FANS',
      name: 'Fan',
      totalPoints: 0,
      achieved: true,
      current: false,
      last: false,
      warranty: 1,
    },
    {
      order: 2,
      backCode: 'LOVER',
      name: 'Lover',
      totalPoints: 100,
      achieved: true,
      current: true,
      last: false,
      warranty: 2,
    },
    {
      order: 3,
      backCode: 'EXPERT',
      name: 'Expert',
      totalPoints: 300,
      achieved: false,
      current: false,
      last: true,
      warranty: 3,
    },
  ];
  const points = 180;
  const data = {
    enrolled: true,
    levels: levels.map((l) => ({ ...l, remainingPoints: Math.max(0, l.totalPoints - points) })),
    clientCampaign: [
      { type: 'TICKETS', points: 50, date: isoDaysBefore(now, 40) },
      { type: 'WELCOME_POINTS', points: 20, date: isoDaysBefore(now, 790) },
      { type: 'RING_SIZE', points: 10, date: isoDaysBefore(now, 500) },
      { type: 'MEMBER_GET_MEMBER', points: 30, date: isoDaysBefore(now, 200) },
    ],
    freeShippingMax: 5,
    freeShippingRemaining: 3,
    userInfo: { userUnderAge: false },
    preferences: {
      material: 'gold',
      productType: 'ring',
      ringSize: '14',
      jewel: 'necklace',
      accessory: 'bag',
      specialMoments: [{ date: '1990-04-12', momentsType: 'BIRTHDAY' }],
    },
  };
  db.prepare(
    'INSERT INTO loyalty_accounts (user_uid, points, gems, level, data) VALUES (?, ?, ?, ?, ?)',
  ).run(SHOPPER.uid, points, points, 2, JSON.stringify(data));
  const insertToussi = db.prepare(
    'INSERT INTO loyalty_toussis (user_uid, toussi_number, product_code, state, needed_points) VALUES (?, ?, ?, ?, ?)',
  );
  // Toussis are the charm rewards (products 102551, 102576, ...): obtained, pick-at-store, not obtained.
  [1, 1, 2, 2, 3, 3, 3, 3].forEach((state, i) =>
    insertToussi.run(SHOPPER.uid, i + 1, String(102551 + i * 25), state, 50 * (i + 1)),
  );
  const insertPurchase =
    db.prepare(`INSERT INTO store_purchases (uuid_ticket, user_uid, store_id, date, amount,
    data, purchase_reason, comments) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let i = 0; i < 5; i += 1) {
    const sku = String(100750 + i * 37);
    const amount = 49.95 + i * 20;
    insertPurchase.run(
      `ticket-000${i + 1}`,
      SHOPPER.uid,
      i === 4 ? 'CRM' : '1001',
      isoDaysBefore(now, 30 + i * 45),
      amount,
      JSON.stringify({
        subtotal: amount,
        discount: 0,
        products: [{ skuLibra: sku, id: sku }],
        numberOfProducts: 1,
        lines: [{ sku, sign: 1, quantity: 1, amount, netDiscountAmount: 0 }],
      }),
      i === 0 ? 1 : null,
      i === 0 ? 'A present for my sister' : null,
    );
  }
}
