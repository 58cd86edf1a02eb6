import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { iso, respond, type SandboxContext } from '../context.js';
import { compile, parse, type Route } from '../http.js';
import { notFound, validation } from '../errors.js';
import type { OrderRow } from '../order-service.js';
import type { OrderData } from '../order-data.js';
import { returnConditions, returnReasons } from '../return-portal-texts.js';
import {
  orderReturnState,
  returnableLines,
  returnChoiceProblem,
  type ReturnChoiceProblem,
} from '@atelier/core-orders';

const returnSchema = z.object({
  orderCode: z.string().min(1).max(40),
  entries: z
    .array(
      z.object({
        entryNumber: z.number().int().min(0).max(999),
        quantity: z.number().int().min(1).max(99),
        reason: z.string().max(40),
        condition: z.string().max(40).optional(),
      }),
    )
    .min(1)
    .max(50),
  comments: z.string().max(1000).optional(),
});

/** What each problem of core-orders' rule says, and the parameter it is about. */
const PROBLEMS: Record<ReturnChoiceProblem, [string, string]> = {
  noLines: ['Choose at least one line to return', 'entries'],
  unknownLine: ['A line is not in the order or cannot be returned', 'entries.entryNumber'],
  duplicateLine: ['A line is named twice', 'entries.entryNumber'],
  badQuantity: ['A line cannot be returned in that quantity', 'entries.quantity'],
  reasonMissing: ['Each line needs a reason', 'entries.reason'],
  unknownReason: ['Unknown return reason', 'entries.reason'],
  unknownCondition: ['Unknown return condition', 'entries.condition'],
};

/** An order by its code, on the request's base site only (a base site sees its own orders). */
const siteOrder = (ctx: SandboxContext, code: string): OrderRow | undefined =>
  ctx.db
    .prepare<[string, string], OrderRow>('SELECT * FROM orders WHERE code = ? AND site = ?')
    .get(code, ctx.site.code);

export const returnRoutes: Route<SandboxContext>[] = [
  compile('GET', '/orderReturns/return/conditions', (ctx) => ({
    conditions: returnConditions(ctx.site.language),
  })),
  compile('GET', '/orderReturns/return/reasons', (ctx) => ({
    reasons: returnReasons(ctx.site.language),
  })),
  // Returns are filed with the user id or the order's e-mail (docs/product/returns.md §3). A
  // shopper's order only with that shopper's token, whichever of the two the path names; a guest's
  // order with its e-mail; an order of the request's base site only. Anything else is the 404 of a
  // missing order.
  compile('POST', '/returns/{userOrEmail}/orderReturns', (ctx, p) => {
    const who = (p['userOrEmail'] ?? '').toLowerCase();
    const input = parse(returnSchema, ctx.body);
    const order = siteOrder(ctx, input.orderCode);
    const named = order && (order.email.toLowerCase() === who || order.user_uid === who);
    const owner = order && (order.user_uid === null || ctx.token?.userUid === order.user_uid);
    if (!order || !named || !owner)
      throw notFound('UnknownIdentifierError', 'Order not found', input.orderCode);
    const data = JSON.parse(order.data) as OrderData;
    const filed = ctx.db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM returns WHERE order_code = ?')
      .get(order.code);
    // core-orders decides, as the storefront does: one return at a time, delivered orders only.
    const state = orderReturnState({
      returnInProcess: data.returnInProcess || (filed?.n ?? 0) > 0,
      backendStatus: order.status,
      status: { key: order.status, label: order.status, color: '' },
    });
    if (state === 'inProcess')
      throw validation(
        `Order ${order.code} already has a return in process`,
        'orderCode',
        'returns.order.inProcess',
      );
    if (state === 'notReturnable')
      throw validation(
        `Order ${order.code} in status ${order.status} cannot be returned`,
        'orderCode',
        'returns.order.notReturnable',
      );
    const problem = returnChoiceProblem(
      returnableLines({
        products: data.entries.map((e) => ({
          id: e.productCode,
          entryNumber: e.entryNumber,
          quantity: e.quantity,
        })),
      }),
      input.entries,
      { reasons: returnReasons('en'), conditions: returnConditions('en') },
    );
    if (problem) {
      const [message, subject] = PROBLEMS[problem];
      throw validation(message, subject, `returns.entries.${problem}`);
    }
    const id = `RMA-${randomUUID().slice(0, 8).toUpperCase()}`;
    ctx.db
      .prepare(
        'INSERT INTO returns (id, order_code, requested_by, data, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(id, order.code, who, JSON.stringify(input), iso(ctx));
    return respond(201, {
      code: id,
      rma: id,
      orderCode: order.code,
      status: 'APPROVAL_PENDING',
      entries: input.entries,
      returnLabelUrl: `/sandbox/returns/${id}.pdf`,
    });
  }),
  // ERP documents: an invoice or an authenticity certificate, as a base64 PDF.
  compile('POST', '/erp', (ctx) => {
    const input = parse(
      z.object({
        orderId: z.string().min(1).max(40),
        productId: z.string().max(40).optional(),
        type: z.enum(['invoice', 'certificate']).default('invoice'),
      }),
      ctx.body,
    );
    const order = siteOrder(ctx, input.orderId);
    if (!order || (order.user_uid !== null && ctx.token?.userUid !== order.user_uid))
      throw notFound('UnknownIdentifierError', 'Order not found', input.orderId);
    return {
      orderId: order.code,
      productId: input.productId ?? null,
      type: input.type,
      pdf: minimalPdf(`${input.type} ${order.code} ${input.productId ?? ''}`).toString('base64'),
    };
  }),
];

/** A one-page PDF with a line of text: enough for a viewer to open. */
function minimalPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
