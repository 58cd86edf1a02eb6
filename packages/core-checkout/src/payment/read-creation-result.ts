import {
  paymentCreationResultSchema,
  type PaymentCreationResult,
} from './payment-creation-result.js';

/** Actor outputs cross an adapter boundary: anything that does not parse is treated as a failure. */
export function readCreationResult(output: unknown): PaymentCreationResult | null {
  const parsed = paymentCreationResultSchema.safeParse(output);
  return parsed.success ? parsed.data : null;
}

export function creationResultIs(output: unknown, kind: PaymentCreationResult['kind']): boolean {
  return readCreationResult(output)?.kind === kind;
}
