import {
  PAYMENT_SUCCESS,
  paymentCreationResultSchema,
  paymentVerificationSchema,
} from '@atelier/core-checkout';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

/** Adyen-style next action of a payment answer. */
const actionSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.looseObject({
      type: z.literal('threeDS2'),
      subtype: z.enum(['fingerprint', 'challenge']),
      token: z.string().min(1),
      paymentData: z.string().min(1),
    }),
    z.looseObject({
      type: z.literal('redirect'),
      url: z.string().min(1),
      method: z.enum(['GET', 'POST']).optional(),
      data: z.record(z.string(), z.string()).optional(),
    }),
    z.looseObject({ type: z.literal('voucher'), reference: z.string() }),
  ]),
);

function withQuery(url: string, key: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;
}

/** Every payment call answers the payment: its status, next action and order once placed. */
export const occPaymentSchema = lazySchema(() =>
  z.looseObject({
    paymentId: z.string().min(1).optional(),
    status: z.string().min(1),
    action: actionSchema().optional(),
    orderCode: z.string().min(1).optional(),
    order: z.looseObject({ email: z.string().optional() }).optional(),
  }),
);
export type OccPayment = z.infer<ReturnType<typeof occPaymentSchema>>;

/**
 * What a create-payment call leads to. A placed order wins (cash vouchers come with both
 * the order and their reference); then 3DS2 and redirects. A push payment still in
 * process (MB Way) sends the shopper to the return URL, where verification polls (4.10).
 */
export function creationWireSchema(returnUrl: string) {
  return occPaymentSchema()
    .transform((wire, ctx): z.input<typeof paymentCreationResultSchema> => {
      if (wire.orderCode) {
        const email = wire.order?.email;
        return { kind: 'order', orderCode: wire.orderCode, ...(email ? { email } : {}) };
      }
      const action = wire.action;
      if (action?.type === 'threeDS2') {
        return { kind: action.subtype, token: action.token, paymentData: action.paymentData };
      }
      if (action?.type === 'redirect') {
        return {
          kind: 'redirect',
          url: action.url,
          httpMethod: action.method ?? 'GET',
          fields: action.data ?? {},
        };
      }
      if (wire.status === 'IN_PROCESS' && returnUrl !== '') {
        // The return page gets the payment id as a provider's return would carry it.
        const url = wire.paymentId ? withQuery(returnUrl, 'paymentId', wire.paymentId) : returnUrl;
        return { kind: 'redirect', url, httpMethod: 'GET', fields: {} };
      }
      ctx.addIssue({ code: 'custom', message: `payment ${wire.status} has no order or action` });
      return z.NEVER;
    })
    .pipe(paymentCreationResultSchema);
}

/** Provider states -> the verification words the machines read (SUCCESS, IN_PROCESS ...). */
const SUCCESS_STATES = new Set(['AUTHORISED', 'PRESENT_TO_SHOPPER', 'SUCCESS']);

export const verificationWireSchema = lazySchema(() =>
  occPaymentSchema()
    .transform((wire): z.input<typeof paymentVerificationSchema> => {
      const email = wire.order?.email;
      return {
        status: SUCCESS_STATES.has(wire.status) ? PAYMENT_SUCCESS : wire.status,
        ...(wire.orderCode ? { orderCode: wire.orderCode } : {}),
        ...(email ? { email } : {}),
      };
    })
    .pipe(paymentVerificationSchema),
);

export const systemTokenWireSchema = lazySchema(() =>
  z.object({ token: z.string().min(1) }).transform((wire) => wire.token),
);
export const paypalSessionWireSchema = lazySchema(() => z.object({ sessionId: z.string().min(1) }));
export const appleSessionWireSchema = lazySchema(() => z.record(z.string(), z.unknown()));
export const amazonSignatureWireSchema = lazySchema(() =>
  z.object({ signature: z.string().min(1) }),
);
export const cardTypesWireSchema = lazySchema(() =>
  z
    .object({ cardTypes: z.array(z.looseObject({ code: z.string() })) })
    .transform((wire) => wire.cardTypes.map((type) => type.code)),
);
