import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, payAndOrder, readyGuestCart, startSandbox, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
let token: string;
beforeAll(async () => {
  sb = await startSandbox();
  token = await sb.login();
});
afterAll(async () => {
  await sb.close();
});

describe('sandbox authentication', () => {
  it('issues password and client_credentials tokens, form or JSON', async () => {
    const client = await sb.call('POST', '/authorizationserver/oauth/token', {
      form: { grant_type: 'client_credentials', client_id: 'web', client_secret: 'secret' },
    });
    expect(client.body).toMatchObject({
      token_type: 'bearer',
      access_token: expect.any(String),
      expires_in: expect.any(Number),
    });
    const json = await sb.call('POST', '/authorizationserver/oauth/token', {
      body: { grant_type: 'password', username: 'Shopper@Example.com', password: 'Atelier-2026!' },
    });
    expect(json.status).toBe(200);
    // A client token is no user token.
    expect(
      (await sb.call('GET', '/users/current', { token: client.body.access_token })).status,
    ).toBe(401);
  });

  it('answers bad credentials with invalid_grant and bad tokens with 401', async () => {
    const bad = await sb.call('POST', '/authorizationserver/oauth/token', {
      form: { grant_type: 'password', username: 'shopper@example.com', password: 'wrong' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: 'invalid_grant',
      errors: [{ type: 'InvalidGrantError' }],
    });
    const unknownGrant = await sb.call('POST', '/authorizationserver/oauth/token', {
      form: { grant_type: 'implicit' },
    });
    expect(unknownGrant.status).toBe(400);
    const invalid = await sb.call('GET', '/products/100701', { token: 'nope' });
    expect(invalid.status).toBe(401);
    expect(invalid.body.errors[0].type).toBe('InvalidTokenError');
  });
});

describe('sandbox users and addresses', () => {
  it('answers the current user with loyalty and default address', async () => {
    const { body } = await sb.call('GET', '/users/current', { token });
    expect(body).toMatchObject({
      uid: 'shopper@example.com',
      firstName: 'Lucía',
      hasMyAtelier: true,
      myAtelierId: 'MY-000001',
      defaultAddress: { postalCode: '28001' },
      loyalty: { currentLoyaltyLevel: 2, nextLevelName: 'Expert', valueForNextLevel: 120 },
      freeShippingRemaining: 3,
    });
    expect((await sb.call('GET', '/users/employee@example.com', { token })).status).toBe(403);
    // Brand-named fields follow the X-{BRAND}-CHANNEL header.
    const branded = await sb.call('GET', '/users/current', {
      token,
      headers: { 'X-TOUS-CHANNEL': 'WEB' },
    });
    expect(branded.body).toMatchObject({ hasMyTous: true, myTousId: 'MY-000001' });
    expect(branded.body.hasMyAtelier).toBeUndefined();
  });

  it('registers, rejects duplicates, updates and changes passwords', async () => {
    const reg = {
      email: 'new@example.com',
      name: 'Nuevo',
      surname: 'Cliente',
      password: 'Secret-123',
      birthDate: '1995-01-02',
      myAtelierTermsAccepted: true,
    };
    const created = await sb.call('POST', '/users', { body: reg });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ hasMyAtelier: true, birthDate: '1995-01-02' });
    const dup = await sb.call('POST', '/users', { body: reg });
    expect(dup.body.errors[0].errorCode).toBe('users-user.duplicateUid-002');
    // docs/product/accounts.md §3.6: another account's phone (spaces aside) is a duplicate phone.
    const samePhone = await sb.call('POST', '/users', {
      body: { ...reg, email: 'other@example.com', phone: '+34 600 000 001' },
    });
    expect(samePhone.status).toBe(400);
    expect(samePhone.body.errors[0].errorCode).toBe('users-user.duplicateUid-005');
    expect((await sb.call('GET', '/users/other@example.com')).status).not.toBe(200);
    expect(
      (
        await sb.call('POST', '/users', {
          body: { ...reg, email: 'x@example.com', password: 'short' },
        })
      ).body.errors[0].subject,
    ).toBe('password');
    const mine = await sb.login('new@example.com', 'Secret-123');
    const updated = await sb.call('PUT', '/users/current', {
      token: mine,
      body: { firstName: 'Nueva', phone: '+34111' },
    });
    expect(updated.body).toMatchObject({ firstName: 'Nueva', phone: '+34111' });
    expect(
      (
        await sb.call('PUT', '/users/current/password', {
          token: mine,
          body: { old: 'wrong', new: 'Another-123' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await sb.call('PUT', '/users/current/password', {
          token: mine,
          body: { old: 'Secret-123', new: 'Another-123' },
        })
      ).status,
    ).toBe(202);
    await sb.login('new@example.com', 'Another-123');
  });

  it('restores a forgotten password with the token', async () => {
    await sb.call('POST', '/users', {
      body: { email: 'forgot@example.com', name: 'F', surname: 'G', password: 'Forgot-123' },
    });
    const req = await sb.call('POST', '/forgottenpasswordtokens?userId=forgot@example.com');
    expect(req.status).toBe(202);
    const resetToken = req.headers.get('x-sandbox-reset-token') ?? '';
    expect(
      (
        await sb.call('POST', '/restoreforgottenpassword', {
          body: { token: 'bad', new: 'Restored-123' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await sb.call('POST', '/restoreforgottenpassword', {
          body: { token: resetToken, new: 'Restored-123' },
        })
      ).status,
    ).toBe(202);
    await sb.login('forgot@example.com', 'Restored-123');
  });

  it('manages addresses with the address error codes', async () => {
    const added = await sb.call('POST', '/users/current/addresses', {
      token,
      body: { ...ADDRESS, line1: 'Calle Nueva 5' },
    });
    expect(added.status).toBe(201);
    const id = added.body.id as string;
    const bad = await sb.call('POST', '/users/current/addresses', {
      token,
      body: { ...ADDRESS, town: '' },
    });
    expect(bad.body.errors[0]).toMatchObject({
      errorCode: 'users-address.validationError-002',
      subject: 'town',
    });
    const badUpdate = await sb.call('PUT', `/users/current/addresses/${id}`, {
      token,
      body: { ...ADDRESS, country: { isocode: 'spain' } },
    });
    expect(badUpdate.body.errors[0].errorCode).toBe('users-addressId.validationError-002');
    expect(
      (
        await sb.call('PUT', `/users/current/addresses/${id}`, {
          token,
          body: { ...ADDRESS, defaultAddress: true },
        })
      ).body.defaultAddress,
    ).toBe(true);
    const list = (await sb.call('GET', '/users/current/addresses', { token })).body.addresses;
    expect(list.filter((a: { defaultAddress: boolean }) => a.defaultAddress)).toHaveLength(1);
    expect((await sb.call('DELETE', `/users/current/addresses/${id}`, { token })).status).toBe(200);
  });

  it('keeps consents and stored cards, and refers friends', async () => {
    const consent = await sb.call('POST', '/users/current/consent', {
      token,
      body: { type: 'PERSONALISATION', subscribed: true },
    });
    expect(consent.body).toMatchObject({ type: 'personalisation', subscribed: true });
    expect((await sb.call('GET', `/consent/${consent.body.uuid}`, { token })).body.userEmail).toBe(
      'shopper@example.com',
    );
    expect((await sb.call('DELETE', `/consent/${consent.body.uuid}`, { token })).status).toBe(200);
    expect(
      (
        await sb.call('POST', '/users/anonymous/consent', {
          body: { type: 'newsletter', subscribed: true },
        })
      ).status,
    ).toBe(400);
    const cards = (await sb.call('GET', '/users/current/adyen/card/storedcards', { token })).body
      .storedCards;
    expect(cards[0]).toMatchObject({
      type: 'visa',
      number: '************1111',
      expiryDate: { month: '03', year: '2030' },
    });
    expect(
      (await sb.call('DELETE', '/users/current/adyen/card/storedcards?id=card-2', { token }))
        .status,
    ).toBe(200);
    expect(
      (
        await sb.call('POST', '/users/current/referFriends', {
          token,
          body: { referFriends: ['a@example.com'] },
        })
      ).status,
    ).toBe(201);
  });
});

describe('sandbox wishlist', () => {
  it('adds, refuses duplicates, removes and shares by token', async () => {
    const current = (await sb.call('GET', '/wishlist/current/current', { token })).body;
    expect(current.entries.length).toBeGreaterThan(0);
    expect(
      (await sb.call('POST', '/wishlist/current/current/add?productCode=102001', { token })).status,
    ).toBe(201);
    const dup = await sb.call('POST', '/wishlist/current/current/add?productCode=102001', {
      token,
    });
    expect(dup.body.errors[0].message).toBe('Product is already in wishlist');
    const removed = await sb.call('POST', '/wishlist/current/current/remove?productCode=102001', {
      token,
    });
    expect(removed.body.entries.some((e: { id: string }) => e.id === '102001')).toBe(false);
    const shareToken = (await sb.call('GET', '/wishlist/current/current/sharetoken', { token }))
      .body.token;
    const shared = await sb.call('POST', '/wishlist/share/token', { body: { token: shareToken } });
    expect(shared.body.totalResults).toBe(removed.body.totalResults);
    expect(
      (await sb.call('POST', '/wishlist/share/token', { body: { token: 'nope' } })).status,
    ).toBe(404);
    expect((await sb.call('GET', '/wishlist/anonymous/current')).status).toBe(401);
  });
});

describe('sandbox loyalty (CRM proxy)', () => {
  it('answers loyalty status, toussis, store purchases and the jewellery box', async () => {
    const loyalty = (
      await sb.call('GET', '/users/current/securedcrm?serviceName=Loyalty', { token })
    ).body;
    expect(loyalty).toMatchObject({ enrolled: true, points: 180, levels: expect.any(Array) });
    expect(loyalty.levels).toHaveLength(3);
    const toussis = (
      await sb.call('GET', '/users/current/securedcrm?serviceName=Toussis', { token })
    ).body;
    expect(toussis.toussis.map((t: { state: number }) => t.state)).toEqual([
      1, 1, 2, 2, 3, 3, 3, 3,
    ]);
    const tickets = (
      await sb.call('GET', '/users/current/securedcrm?serviceName=ShopPurchases&pageSize=2', {
        token,
      })
    ).body;
    expect(tickets).toMatchObject({ totalTickets: 5 });
    expect(tickets.orders).toHaveLength(2);
    const box = (
      await sb.call('GET', '/users/current/securedcrm?serviceName=VirtualJeweler', { token })
    ).body;
    expect(box.total).toBeGreaterThan(5);
    const comment = await sb.call(
      'POST',
      '/users/current/securedcrm/postCrm?serviceName=PurchaseComment',
      { token, body: { ticketId: 'ticket-0002', purchaseReason: 2, comment: 'For me' } },
    );
    expect(comment.body).toMatchObject({ purchaseReason: 2 });
    const lists = await sb.call('POST', '/users/current/securedcrm?serviceName=MyInterests', {
      token,
      body: { preferences: { material: ['gold', 'silver'], productType: [], ringSize: '14' } },
    });
    expect(lists.body).toMatchObject({ material: ['gold', 'silver'], ringSize: '14' });
    const read = await sb.call('GET', '/users/current/securedcrm?serviceName=MyInterests', {
      token,
    });
    expect(read.body.material).toEqual(['gold', 'silver']);
    const interests = await sb.call('POST', '/users/current/securedcrm?serviceName=MyInterests', {
      token,
      body: {
        preferences: {
          material: 'silver',
          specialMoments: [{ date: '2020-01-01', momentsType: 'WEDDING' }, { date: '2020-01-01' }],
        },
      },
    });
    expect(interests.body.specialMoments).toHaveLength(1);
    expect(
      (await sb.call('GET', '/users/current/securedcrm?serviceName=Nope', { token })).status,
    ).toBe(400);
  });

  it("keeps the newsletter subscriber's name, trimmed, on either list; none when it is empty", async () => {
    const nameOf = (email: string) =>
      sb.server.db
        .prepare<[string], { type: string; name: string | null }>(
          'SELECT type, name FROM consents WHERE user_email = ?',
        )
        .get(email);
    const studio = await sb.call('POST', '/users/anonymous/securedcrm?serviceName=NewsletterSuot', {
      body: { email: 'studio@example.com', name: '  María José  ' },
    });
    expect(studio.status).toBe(200);
    expect(nameOf('studio@example.com')).toEqual({ type: 'newslettersuot', name: 'María José' });
    await sb.call('POST', '/users/anonymous/securedcrm?serviceName=Newsletter', {
      body: { email: 'nameless@example.com', name: '' },
    });
    expect(nameOf('nameless@example.com')).toEqual({ type: 'newsletter', name: null });
  });

  it('refuses a newsletter name that is too long or not a string with a 400 saying so', async () => {
    const cases: [unknown, string][] = [
      ['x'.repeat(101), 'name: name must be at most 100 characters'],
      [42, 'name: name must be a string'],
      [{ first: 'Ana' }, 'name: name must be a string'],
    ];
    for (const [name, message] of cases) {
      const answer = await sb.call('POST', '/users/anonymous/securedcrm?serviceName=Newsletter', {
        body: { email: 'refused@example.com', name },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({ subject: 'name', message });
    }
    const kept = sb.server.db
      .prepare("SELECT COUNT(*) AS n FROM consents WHERE user_email = 'refused@example.com'")
      .get();
    expect(kept).toEqual({ n: 0 });
    // 100 characters is still a name.
    const longest = await sb.call('POST', '/users/anonymous/securedcrm?serviceName=Newsletter', {
      body: { email: 'longest@example.com', name: 'x'.repeat(100) },
    });
    expect(longest.status).toBe(200);
  });

  it('lets a guest subscribe to the newsletter, and nothing else', async () => {
    const guest = await sb.call('POST', '/users/anonymous/securedcrm?serviceName=Newsletter', {
      body: { email: 'Visitor@example.com', name: 'Visitor' },
    });
    expect(guest.body).toEqual({ subscribed: true });
    const stored = sb.server.db
      .prepare(
        "SELECT type, subscribed, name FROM consents WHERE user_email = 'visitor@example.com'",
      )
      .get();
    expect(stored).toEqual({ type: 'newsletter', subscribed: 1, name: 'Visitor' });
    const noEmail = await sb.call('POST', '/users/anonymous/securedcrm?serviceName=Newsletter', {
      body: { name: 'Visitor' },
    });
    expect(noEmail.body.errors[0].subject).toBe('email');
    const other = await sb.call('POST', '/users/anonymous/securedcrm?serviceName=MyInterests', {
      body: { preferences: {} },
    });
    expect(other.status).toBe(401);
  });
});

describe('sandbox stores, reservations, returns and documents', () => {
  it('finds stores by country, query, id, padded id, slug and postal code', async () => {
    const stores = (await sb.call('GET', '/stores?query=madrid')).body.stores;
    expect(stores.map((s: { id: string }) => s.id)).toEqual(['1001', '1002', '1003']);
    expect(stores[0]).toMatchObject({
      coordinates: { lat: expect.any(Number) },
      schedule: expect.any(Array),
      slug: expect.stringMatching(/^1001-/),
    });
    expect((await sb.call('GET', '/stores/0000001001')).body.name).toBe('Madrid Serrano');
    expect((await sb.call('GET', `/stores/slug/${stores[0].slug}`)).body.id).toBe('1001');
    expect(
      (await sb.call('GET', '/storesbypostalcode?postalCode=28001')).body.stores.map(
        (s: { id: string }) => s.id,
      ),
    ).toEqual(['1001', '1002']);
    expect(
      (await sb.call('GET', '/stores?country=MX', { site: 'mx-es' })).body.stores,
    ).toHaveLength(2);
  });

  it('books a product in a store, refusing stores without stock', async () => {
    const ok = await sb.call('POST', '/users/anonymous/productreservation', {
      body: {
        productCode: '100701',
        selectedShop: '0000001001',
        userData: { name: 'Ana', email: 'ana@example.com' },
      },
    });
    expect(ok.status).toBe(201);
    const none = sb.server.db
      .prepare<[], { code: string }>(
        "SELECT p.code FROM products p WHERE p.kind != 'ring' AND NOT EXISTS (SELECT 1 FROM store_stock s WHERE s.code = p.code AND s.store_id = '1007') LIMIT 1",
      )
      .get()?.code;
    const refused = await sb.call('POST', '/users/anonymous/productreservation', {
      body: {
        productCode: none,
        selectedShop: { id: '1007' },
        userData: { name: 'Ana', email: 'ana@example.com' },
      },
    });
    expect(refused.body.errors[0].subject).toBe('pointOfServiceCode');
  });

  it('files returns for delivered orders only', async () => {
    expect(
      (await sb.call('GET', '/orderReturns/return/reasons')).body.reasons.length,
    ).toBeGreaterThan(0);
    expect(
      (await sb.call('GET', '/orderReturns/return/conditions')).body.conditions.length,
    ).toBeGreaterThan(0);
    const delivered = sb.server.db
      .prepare<[], { code: string }>("SELECT code FROM orders WHERE status = 'CUSTOMER_RECEIVED'")
      .get()?.code;
    const filed = await sb.call('POST', '/returns/shopper@example.com/orderReturns', {
      token,
      body: { orderCode: delivered, entries: [{ entryNumber: 0, quantity: 1, reason: 'SIZE' }] },
    });
    expect(filed.status).toBe(201);
    expect(
      (await sb.call('GET', `/users/current/orders/${delivered}`, { token })).body.returnInProcess,
    ).toBe(true);
    const guestOrder = (await payAndOrder(sb, await readyGuestCart(sb))).code;
    const notYet = await sb.call('POST', '/returns/guest@example.com/orderReturns', {
      body: { orderCode: guestOrder, entries: [{ entryNumber: 0, quantity: 1, reason: 'SIZE' }] },
    });
    expect(notYet.body.errors[0].errorCode).toBe('returns.order.notReturnable');
  });

  it('hands out invoice and certificate PDFs in base64', async () => {
    const order = sb.server.db
      .prepare<[], { code: string }>(
        "SELECT code FROM orders WHERE user_uid = 'shopper@example.com' LIMIT 1",
      )
      .get()?.code;
    const { body } = await sb.call('POST', '/erp', {
      token,
      body: { orderId: order, productId: '100701', type: 'certificate' },
    });
    expect(Buffer.from(body.pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await sb.call('POST', '/erp', { body: { orderId: order } })).status).toBe(404);
  });

  it('answers the public calls', async () => {
    expect((await sb.call('GET', '/deliverymodes')).body.deliveryModes[0].code).toBe('standard');
    expect((await sb.call('GET', '/deliverycountries')).body.countries.length).toBeGreaterThan(3);
    const promotions = (await sb.call('GET', '/promotions')).body.promotions;
    expect(promotions.map((p: { promotionTypeCode: string }) => p.promotionTypeCode)).toEqual(
      expect.arrayContaining(['FreeShippingPromotion', 'PromotionalEmployee', 'GiftWithPurchase']),
    );
    expect(
      (
        await sb.call('POST', '/comingsoon', {
          body: { email: 'a@example.com', product: '100701' },
        })
      ).status,
    ).toBe(201);
    expect((await sb.call('GET', '/globale/country-info', { site: 'ic-en' })).body).toMatchObject({
      isEnabled: true,
      defaultCountry: 'CH',
      defaultCurrency: 'CHF',
    });
    expect((await sb.call('GET', '/globale/shippingCost?amount=20')).body.pricing.value).toBe(
      14.95,
    );
    expect((await sb.call('GET', '/products/100701', { site: 'xx-xx' })).body.errors[0].type).toBe(
      'InvalidResourceError',
    );
  });
});
