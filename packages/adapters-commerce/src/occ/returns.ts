import { returnOptionSchema, type ReturnOption } from '@atelier/core-orders';
import { z } from 'zod';
import type { OccHttp } from './http.js';
import { lazySchema } from './schemas/lazy-schema.js';

const conditionsSchema = lazySchema(() =>
  z.object({ conditions: z.array(returnOptionSchema) }).transform((wire) => wire.conditions),
);
const reasonsSchema = lazySchema(() =>
  z.object({ reasons: z.array(returnOptionSchema) }).transform((wire) => wire.reasons),
);
const returnAnswerSchema = lazySchema(() => z.looseObject({ code: z.string().min(1) }));

/** A return of order lines, each with a reason code and optionally a condition code. */
export interface ReturnRequest {
  orderCode: string;
  entries: { entryNumber: number; quantity: number; reason: string; condition?: string }[];
  comments?: string;
}

/** docs/product/commerce-api.md §9: returns of an order, by the user or by the guest's e-mail. */
export function createReturnCalls(http: OccHttp) {
  return {
    /**
     * POST /returns/{user or email}/orderReturns: `owner` is the logged user's uid or the
     * guest's order e-mail (docs/product/commerce-api.md §9); answers the return's code.
     */
    async createReturn(owner: string, request: ReturnRequest): Promise<{ code: string }> {
      const answer = await http.call({
        method: 'POST',
        path: `/returns/${encodeURIComponent(owner)}/orderReturns`,
        auth: 'client',
        body: request,
        schema: returnAnswerSchema(),
      });
      return { code: answer.code };
    },
    getReturnConditions(orderCode?: string): Promise<ReturnOption[]> {
      return http.call({
        method: 'GET',
        path: '/orderReturns/return/conditions',
        auth: 'client',
        query: { orderCode },
        schema: conditionsSchema(),
      });
    },
    getReturnReasons(orderCode?: string): Promise<ReturnOption[]> {
      return http.call({
        method: 'GET',
        path: '/orderReturns/return/reasons',
        auth: 'client',
        query: { orderCode },
        schema: reasonsSchema(),
      });
    },
  };
}
export type ReturnCalls = ReturnType<typeof createReturnCalls>;
