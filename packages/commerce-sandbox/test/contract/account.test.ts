import { classifyLoginError, classifyRegistrationError } from '@atelier/core-loyalty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageFetchHybrisError } from '@atelier/adapters-commerce';
import { MADRID_ADDRESS } from './fixtures.js';
import { SHOPPER, startSandbox, type ContractSandbox } from './sandbox.js';

let sandbox: ContractSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

const ACCOUNT_ADDRESS = {
  name: 'Ana',
  surname: 'García',
  address: 'Calle Mayor 5',
  postalCode: '28013',
  city: { name: 'Madrid' },
  region: { code: 'ES-M', name: 'Madrid' },
  country: { code: 'ES', name: 'España' },
  phone: '+34600000000',
  defaultAddress: false,
  defaultBillingAddress: false,
  saveForFutureOrders: true,
};

describe('authentication (docs/product/commerce-api.md §2)', () => {
  it('logs in with the password grant and reads the current user', async () => {
    const token = await sandbox.client().auth.login(SHOPPER.email, SHOPPER.password);
    expect(token.accessToken).toBeTruthy();
    expect(token.expiresIn).toBeGreaterThan(0);
    const user = await sandbox.client({ getToken: () => token.accessToken }).users.getCurrentUser();
    expect(user.email).toBe(SHOPPER.email);
    expect(user.firstName).toBeTruthy();
  });

  it('wrong credentials are invalid_grant (wrongAccount)', async () => {
    const error = await sandbox
      .client()
      .auth.login(SHOPPER.email, 'wrong')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageFetchHybrisError);
    expect(classifyLoginError(error)).toBe('wrongAccount');
  });

  it('gets a client_credentials token', async () => {
    await expect(sandbox.client().auth.clientToken()).resolves.toMatch(/.+/);
  });

  it('an expired or unknown user token is InvalidTokenError and not reported', async () => {
    const error = await sandbox
      .client({ getToken: () => 'not-a-token' })
      .users.getCurrentUser()
      .catch((e: unknown) => e);
    expect((error as PageFetchHybrisError).status).toBe(401);
    expect((error as PageFetchHybrisError).errors[0]?.type).toBe('InvalidTokenError');
    expect((error as PageFetchHybrisError).reportable).toBe(false);
  });
});

describe('registration and user data', () => {
  it('registers a customer with the client token, and a duplicate e-mail is duplicateEmail', async () => {
    const client = sandbox.client();
    const payload = {
      email: 'new.customer@example.com',
      name: 'Nuria',
      surname: 'López',
      password: 'Sandbox-2026!',
      subscribedToNewsletter: false,
      loyaltyTermsAccepted: false,
      reCaptchaToken: 'captcha',
    };
    const user = await client.users.register(payload);
    expect(user.email).toBe(payload.email);
    const again = await client.users.register(payload).catch((e: unknown) => e);
    expect(classifyRegistrationError(again)).toBe('duplicateEmail');
  });

  it('the loyalty terms travel as my{Brand}TermsAccepted and come back as hasMy{Brand}', async () => {
    const user = await sandbox.client().users.register({
      email: 'member@example.com',
      name: 'Marta',
      surname: 'Ruiz',
      password: 'Sandbox-2026!',
      subscribedToNewsletter: false,
      loyaltyTermsAccepted: true,
      reCaptchaToken: 'captcha',
    });
    expect(user.hasLoyaltyMembership).toBe(true);
  });

  it('another brand key renames the brand fields on both sides', async () => {
    const acme = sandbox.client({ brandKey: 'ACME' });
    const user = await acme.users.register({
      email: 'acme.member@example.com',
      name: 'Olga',
      surname: 'Peña',
      password: 'Sandbox-2026!',
      subscribedToNewsletter: false,
      loyaltyTermsAccepted: true,
      reCaptchaToken: 'captcha',
    });
    expect(user.hasLoyaltyMembership).toBe(true);
  });

  it('updates the user', async () => {
    const user = await sandbox.login();
    await user.users.updateUser({ phone: '+34611111111' });
    expect((await user.users.getCurrentUser()).phone).toBe('+34611111111');
  });

  it('adds, lists, updates and deletes addresses in OCC shape', async () => {
    const user = await sandbox.login();
    const added = await user.users.addAddress(ACCOUNT_ADDRESS);
    expect(added.id).toBeTruthy();
    expect(added.address).toBe('Calle Mayor 5');
    expect(added.city?.name).toBe('Madrid');
    const id = added.id ?? '';
    const updated = await user.users.updateAddress(id, { ...added, address: 'Calle Mayor 7' });
    expect(updated.address).toBe('Calle Mayor 7');
    expect((await user.users.getAddresses()).map((a) => a.id)).toContain(id);
    await user.users.deleteAddress(id);
    expect((await user.users.getAddresses()).map((a) => a.id)).not.toContain(id);
  });

  it('an invalid address is the add-address error code', async () => {
    const user = await sandbox.login();
    const error = await user.users
      .addAddress({ ...ACCOUNT_ADDRESS, address: '' })
      .catch((e: unknown) => e);
    expect((error as PageFetchHybrisError).errors[0]?.errorCode).toBe(
      'users-address.validationError-002',
    );
  });
});

describe('password flows', () => {
  it('changes the password, requests a reset and restores with the token', async () => {
    const client = sandbox.client();
    await client.users.register({
      email: 'forgetful@example.com',
      name: 'Pau',
      surname: 'Vidal',
      password: 'First-Pass-1',
      subscribedToNewsletter: false,
      loyaltyTermsAccepted: false,
      reCaptchaToken: 'captcha',
    });
    const user = await sandbox.login('forgetful@example.com', 'First-Pass-1');
    await user.users.changePassword('First-Pass-1', 'Second-Pass-2');
    await expect(sandbox.login('forgetful@example.com', 'Second-Pass-2')).resolves.toBeTruthy();
    await client.users.requestPasswordReset('forgetful@example.com');
    const bad = await client.users
      .restorePassword('bad-token', 'Third-Pass-3')
      .catch((e: unknown) => e);
    expect((bad as PageFetchHybrisError).errors[0]?.type).toBe('InvalidTokenError');
  });
});

describe('consent, stored cards, refer friends, coming soon', () => {
  it('gives, lists, reads and revokes consent', async () => {
    const user = await sandbox.login();
    const given = await user.account.giveConsent({
      type: 'NEWSLETTER',
      subscribed: true,
      userEmail: SHOPPER.email,
    });
    expect(given.type).toBe('newsletter');
    expect((await user.account.getConsents()).map((c) => c.uuid)).toContain(given.uuid);
    expect((await user.account.getConsent(given.uuid)).subscribed).toBe(true);
    await user.account.revokeConsent(given.uuid);
    const gone = await user.account.getConsent(given.uuid).catch((e: unknown) => e);
    expect((gone as PageFetchHybrisError).status).toBe(404);
  });

  it('an anonymous consent is given with the e-mail', async () => {
    const consent = await sandbox.client().account.giveConsent({
      type: 'cookies',
      subscribed: true,
      userEmail: 'visitor@example.com',
    });
    expect(consent.userEmail).toBe('visitor@example.com');
  });

  it('lists and deletes stored cards', async () => {
    const user = await sandbox.login();
    const cards = await user.account.getStoredCards();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]?.expiryDate.month).toBeGreaterThanOrEqual(1);
    await user.account.deleteStoredCard(cards[0]?.id ?? '');
    expect(await user.account.getStoredCards()).toHaveLength(cards.length - 1);
  });

  it('refers friends and subscribes to a coming-soon product', async () => {
    const user = await sandbox.login();
    await user.account.referFriends(['friend@example.com']);
    const [product] = (await user.products.getCategoryProducts('7', { pageSize: 1 })).products;
    await sandbox.client().account.comingSoon('fan@example.com', product?.id ?? '');
  });
});

describe('CheckoutPort over HTTP', () => {
  it('addresses, delivery, e-mail, validation and payment modes for one cart', async () => {
    const guest = sandbox.client();
    const bag = await guest.bag.createBag({});
    const [product] = (await guest.products.getCategoryProducts('7', { pageSize: 1 })).products;
    await guest.bag.addEntries(bag.cartId ?? '', [{ productCode: product?.id ?? '', quantity: 1 }]);
    const checkout = guest.checkout(bag.cartId ?? '');
    await checkout.setEmail('guest@example.com');
    await checkout.setDeliveryAddress(MADRID_ADDRESS);
    expect((await checkout.getDeliveryModes()).map((m) => m.code)).toContain('standard');
    await checkout.setDeliveryMode('standard');
    expect((await checkout.validateAddress(MADRID_ADDRESS)).status).toBe('CORRECT');
    const review = await checkout.validateAddress({
      ...MADRID_ADDRESS,
      address: 'Calle sin numero',
    });
    expect(review.status).toBe('INCORRECT');
    expect(review.suggestions).toHaveLength(2);
    const modes = await checkout.getPaymentModes();
    expect(modes.map((m) => m.code)).toContain('card');
    await checkout.setPaymentMode('card');
    expect((await checkout.getP24PaymentMethods()).map((m) => m.id)).toContain(154);
    expect((await checkout.getDeliveryCountries()).map((c) => c.code)).toContain('ES');
    await checkout.loginAsGuest('guest@example.com');
    const placed = await guest.payments.createCashOnDeliveryPayment({
      cartId: bag.cartId ?? '',
      returnUrl: 'https://shop.example/confirmation',
      paymentModeOnDelivery: 'CASH_ON_DELIVERY_CASH',
    });
    const orderCode = placed.kind === 'order' ? placed.orderCode : '';
    const byCart = await checkout.getOrderByCartId(bag.cartId ?? '');
    expect(byCart.code).toBe(orderCode);
    expect(byCart.purchaser.email).toBe('guest@example.com');
    expect(byCart.shippingMethodCode).toBe('standard');
  });

  it('registers a customer during checkout and subscribes a member to the newsletter', async () => {
    const guest = sandbox.client();
    const bag = await guest.bag.createBag({});
    await guest.checkout(bag.cartId ?? '').registerCustomer(
      {
        email: 'express@example.com',
        password: 'Express-2026!',
        name: 'Eva',
        surname: 'Sanz',
        subscribedToNewsletter: true,
      },
      'captcha',
    );
    const user = await sandbox.login('express@example.com', 'Express-2026!');
    const own = await user.bag.createBag({});
    await user.checkout(own.code ?? '').subscribeNewsletter('express@example.com');
  });

  it("reads a user's own order through the checkout port", async () => {
    const user = await sandbox.login();
    const [order] = (await user.orders.getOrders()).orders;
    const bag = await user.bag.createBag({});
    const purchase = await user.checkout(bag.code ?? '').getOrder(order?.code ?? '');
    expect(purchase.code).toBe(order?.code);
  });

  it('logs in and reads the saved addresses and cards of a user', async () => {
    const user = await sandbox.login();
    const bag = await user.bag.createBag({});
    const checkout = user.checkout(bag.cartId ?? bag.code ?? '');
    const addresses = await checkout.getAddresses();
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses[0]?.country.code).toBe('ES');
    const added = await checkout.addAddress({ ...MADRID_ADDRESS, address: 'Gran Vía 10' });
    expect(added.id).toBeTruthy();
    const updated = await checkout.updateAddress({ ...added, address: 'Gran Vía 12' });
    expect(updated.address).toBe('Gran Vía 12');
    await checkout.updateUserNationalId('12345678Z');
    expect(Array.isArray(await checkout.getStoredCards())).toBe(true);
    const login = await checkout.login(SHOPPER.email, SHOPPER.password);
    expect(login.accessToken).toBeTruthy();
  });

  it('sets guest data on the cart', async () => {
    const guest = sandbox.client();
    const bag = await guest.bag.createBag({});
    await guest.checkout(bag.cartId ?? '').setGuestData({
      name: 'Ana',
      surname: 'García',
      email: 'ana@example.com',
      phoneNumber: '+34600000000',
    });
    expect((await guest.bag.getBag(bag.cartId ?? '')).email).toBe('ana@example.com');
  });
});
