import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageFetchHybrisError } from '@atelier/adapters-commerce';
import { startSandbox, type ContractSandbox } from './sandbox.js';

let sandbox: ContractSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

describe('CRM proxy over HTTP (docs/product/commerce-api.md §4)', () => {
  it('reads loyalty status, gems, toussis and the CRM user', async () => {
    const user = await sandbox.login();
    const status = await user.crm.getLoyaltyStatus();
    expect(status.enrolled).toBe(true);
    expect(status.levels.length).toBeGreaterThan(0);
    expect(typeof (await user.crm.getCurrentGems())).toBe('number');
    const toussis = await user.crm.getToussis();
    expect(
      toussis.toussis.every((t) => ['obtained', 'pick-at-store', 'not-obtained'].includes(t.state)),
    ).toBe(true);
    expect(await user.crm.getCrmUser()).toHaveProperty('userInfo');
    expect(await user.crm.getToussiCatalogue()).toHaveProperty('toussis');
  });

  it('reads the interests, single values as lists', async () => {
    const user = await sandbox.login();
    const preferences = await user.crm.getPreferences();
    expect(Array.isArray(preferences.material)).toBe(true);
  });

  it('saves the interests and reads them back', async () => {
    const user = await sandbox.login();
    await user.crm.savePreferences({
      material: ['gold', 'silver'],
      productType: ['rings'],
      jewel: [],
      accessory: [],
      ringSize: '14',
      specialMoments: [{ date: '2026-05-01', momentsType: 'birthday' }],
    });
    const saved = await user.crm.getPreferences();
    expect(saved.material).toEqual(['gold', 'silver']);
    expect(saved.specialMoments).toEqual([{ date: '2026-05-01', momentsType: 'birthday' }]);
  });

  it('pages the store orders and sends a purchase reason', async () => {
    const user = await sandbox.login();
    const page = await user.crm.getStoreOrders(0);
    expect(page.orders.length).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(page.orders.length);
    await user.crm.sendPurchaseReason(page.orders[0]?.uuidTicket ?? '', 'gift', 'for my sister');
    const again = await user.crm.getStoreOrders(0);
    expect(again.orders[0]?.purchaseReason).toBe(1);
  });

  it('posts to the CRM through postCrm', async () => {
    const user = await sandbox.login();
    const [ticket] = (await user.crm.getStoreOrders(0)).orders;
    await user.crm.postCrm('PurchaseComment', {
      ticketId: ticket?.uuidTicket ?? '',
      purchaseReason: 2,
      comment: 'for me',
    });
    const [after] = (await user.crm.getStoreOrders(0)).orders;
    expect(after?.purchaseReason).toBe(2);
  });

  it('reads the virtual jewellery box', async () => {
    const user = await sandbox.login();
    const box = await user.crm.getJewelleryBox(0);
    expect(box.entries.length).toBeGreaterThan(0);
    expect(box.total).toBeGreaterThanOrEqual(box.entries.length);
  });

  it('subscribes to the newsletter and applies a loyalty promotion', async () => {
    const user = await sandbox.login();
    await user.crm.subscribeNewsletter('shopper@example.com', 'Shopper');
    await user.crm.subscribeNewsletter('shopper@example.com', 'Shopper', true);
    await expect(user.crm.applyLoyaltyPromotion('LOYALTY_FREE_SHIPPING', true)).resolves.toBe(true);
  });

  it('a guest subscribes to the newsletter with the client token', async () => {
    await sandbox.client().crm.subscribeNewsletter('visitor@example.com', 'Visitor');
  });

  it('the CRM refuses guests with a typed error', async () => {
    const error = await sandbox
      .client()
      .crm.getLoyaltyStatus()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageFetchHybrisError);
  });
});
