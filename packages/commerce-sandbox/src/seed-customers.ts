import type { SandboxDb } from './db.js';
import type { Prng } from './prng.js';
import { seedPasswordHash, type PasswordCost } from './passwords.js';
import { seedLoyalty } from './seed-loyalty.js';
import { seedOrders } from './seed-orders.js';
import { isoDaysBefore } from './seed-dates.js';
import { EMPLOYEE, SHOPPER, SHOPPER_ADDRESS } from './seed-people.js';

export function seedCustomers(
  db: SandboxDb,
  prng: Prng,
  now: Date,
  passwordCost?: PasswordCost,
): void {
  const insertUser = db.prepare(
    'INSERT INTO users (uid, password_hash, first_name, last_name, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const userData = (extra: Record<string, unknown>) =>
    JSON.stringify({
      phone: '+34600000001',
      birthDate: '1990-04-12',
      secondLastName: 'Ruiz',
      nationalId: '12345678Z',
      subscribedToNewsletter: true,
      hasMembership: true,
      membershipId: 'MY-000001',
      isMigrated: false,
      crmUUID: '0b6d3e0c-6c4e-4d1b-9a4f-000000000001',
      customerDiscount: 0,
      countArticleDiscount: 0,
      maxArticleDiscount: 0,
      employee: false,
      ...extra,
    });
  insertUser.run(
    SHOPPER.uid,
    seedPasswordHash(SHOPPER.uid, SHOPPER.password, passwordCost),
    SHOPPER.firstName,
    SHOPPER.lastName,
    userData({}),
    isoDaysBefore(now, 800),
  );
  insertUser.run(
    EMPLOYEE.uid,
    seedPasswordHash(EMPLOYEE.uid, EMPLOYEE.password, passwordCost),
    EMPLOYEE.firstName,
    EMPLOYEE.lastName,
    userData({
      phone: '+34600000002',
      employee: true,
      hasMembership: false,
      membershipId: null,
      customerDiscount: 20,
      countArticleDiscount: 2,
      maxArticleDiscount: 10,
      crmUUID: '0b6d3e0c-6c4e-4d1b-9a4f-000000000002',
    }),
    isoDaysBefore(now, 400),
  );
  db.prepare('INSERT INTO addresses (id, user_uid, is_default, data) VALUES (?, ?, 1, ?)').run(
    SHOPPER_ADDRESS.id,
    SHOPPER.uid,
    JSON.stringify(SHOPPER_ADDRESS),
  );
  const insertCard = db.prepare(
    'INSERT INTO stored_cards (id, user_uid, type, number, holder, exp_month, exp_year) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  insertCard.run('card-1', SHOPPER.uid, 'visa', '************1111', 'Lucia Martin', '03', '2030');
  insertCard.run('card-2', SHOPPER.uid, 'mc', '************4444', 'Lucia Martin', '11', '2029');
  db.prepare(
    'INSERT INTO consents (uuid, user_email, type, subscribed, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run('consent-1', SHOPPER.uid, 'newsletter', 1, isoDaysBefore(now, 300));

  seedLoyalty(db, now);
  seedOrders(db, prng, now);
  db.prepare('INSERT INTO wishlists (id, user_uid, name, share_token) VALUES (?, ?, ?, ?)').run(
    'wl-shopper',
    SHOPPER.uid,
    'My wishlist',
    'share-shopper-0001',
  );
  const insertWish = db.prepare(
    'INSERT INTO wishlist_entries (wishlist_id, product_code, added_at) VALUES (?, ?, ?)',
  );
  ['100702', '101252', '101802'].forEach((code, i) =>
    insertWish.run('wl-shopper', code, isoDaysBefore(now, 10 - i)),
  );
}
