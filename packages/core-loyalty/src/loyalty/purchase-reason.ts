/** Why a store purchase was made, as the shopper tells it in the orders area. */
export type PurchaseReason = 'gift' | 'selfGift';

const CODES: Record<PurchaseReason, 1 | 2> = { gift: 1, selfGift: 2 };

/** The CRM's codes: 1 a gift, 2 a gift to oneself; anything else means no reason given. */
export function purchaseReasonFromCode(code: number | null | undefined): PurchaseReason | null {
  if (code === 1) return 'gift';
  if (code === 2) return 'selfGift';
  return null;
}

export function purchaseReasonCode(reason: PurchaseReason): 1 | 2 {
  return CODES[reason];
}

/** The body of the send-purchase-reason call (CRM proxy, PurchaseComment). */
export function purchaseReasonPayload(
  ticketId: string,
  reason: PurchaseReason,
  comment = '',
): { ticketId: string; purchaseReason: 1 | 2; comment: string } {
  return { ticketId, purchaseReason: purchaseReasonCode(reason), comment };
}
