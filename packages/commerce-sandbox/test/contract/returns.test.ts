import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageFetchHybrisError } from '@atelier/adapters-commerce';
import { SHOPPER, startSandbox, type ContractSandbox } from './sandbox.js';

let sandbox: ContractSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

const PDF_MAGIC = 'JVBERi0'; // "%PDF-" in base64

describe('returns and ERP documents over HTTP (docs/product/commerce-api.md §9)', () => {
  it('reads return conditions and reasons', async () => {
    const client = sandbox.client();
    expect((await client.returns.getReturnConditions()).length).toBeGreaterThan(0);
    expect((await client.returns.getReturnReasons()).map((r) => r.code)).toContain('SIZE');
  });

  it('returns a delivered order and refuses one that is not returnable', async () => {
    const user = await sandbox.login();
    const { orders } = await user.orders.getOrders(0, 50);
    const delivered = orders.find((order) => order.backendStatus === 'CUSTOMER_RECEIVED');
    const open = orders.find((order) => order.backendStatus === 'CREATED');
    expect(delivered).toBeDefined();
    const created = await user.returns.createReturn(SHOPPER.email, {
      orderCode: delivered?.code ?? '',
      entries: [{ entryNumber: 0, quantity: 1, reason: 'SIZE' }],
    });
    expect(created.code).toMatch(/^RMA-/);
    const refused = await user.returns
      .createReturn(SHOPPER.email, {
        orderCode: open?.code ?? '',
        entries: [{ entryNumber: 0, quantity: 1, reason: 'SIZE' }],
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PageFetchHybrisError);
    const guest = await sandbox
      .client()
      .returns.createReturn(SHOPPER.email, {
        orderCode: delivered?.code ?? '',
        entries: [{ entryNumber: 0, quantity: 1, reason: 'SIZE' }],
      })
      .catch((e: unknown) => e);
    // The shopper's own order needs the shopper's token, whatever e-mail a guest gives.
    expect(guest).toBeInstanceOf(PageFetchHybrisError);
  });

  it('downloads the invoice and a certificate as base64 PDFs', async () => {
    const user = await sandbox.login();
    const [order] = (await user.orders.getOrders()).orders;
    const invoice = await user.erp.getInvoicePdf(order?.code ?? '');
    expect(invoice.startsWith(PDF_MAGIC)).toBe(true);
    const certificate = await user.erp.getCertificatePdf(
      order?.code ?? '',
      order?.products[0]?.id ?? '',
    );
    expect(Buffer.from(certificate, 'base64').toString('latin1')).toContain('certificate');
  });
});
