import { z } from 'zod';
import type { OccHttp } from './http.js';
import { lazySchema } from './schemas/lazy-schema.js';

export type ErpDocumentType = 'invoice' | 'certificate';

/** Base64 as the ERP sends it; anything else would be handed to the browser as a broken PDF. */
const base64Schema = lazySchema(() =>
  z
    .string()
    .min(1)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'not base64'),
);

const documentSchema = lazySchema(() =>
  z.looseObject({ pdf: base64Schema() }).transform((wire) => wire.pdf),
);

/** docs/product/commerce-api.md §9: POST /erp for an invoice or an authenticity certificate. */
export function createErpCalls(http: OccHttp) {
  function document(type: ErpDocumentType, orderId: string, productId?: string): Promise<string> {
    return http.call({
      method: 'POST',
      path: '/erp',
      body: { type, orderId, ...(productId !== undefined ? { productId } : {}) },
      schema: documentSchema(),
    });
  }
  return {
    /** The invoice PDF, base64. */
    getInvoicePdf: (orderId: string) => document('invoice', orderId),
    /** The authenticity certificate PDF of one product of the order, base64. */
    getCertificatePdf: (orderId: string, productId: string) =>
      document('certificate', orderId, productId),
  };
}
export type ErpCalls = ReturnType<typeof createErpCalls>;
