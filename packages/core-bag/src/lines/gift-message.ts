import type { GiftCardInfo } from '../entities/entry-payload.schema.js';

/**
 * How long each part of a line's gift message may be (docs/product/bag.md §6): what fits on the
 * printed gift card. Counted in UTF-16 units, as a browser's `maxLength` and the back-end's
 * checks count, so the form, this rule and the back-end agree on every character.
 */
export const GIFT_MESSAGE_LIMITS: Readonly<Record<keyof GiftCardInfo, number>> = {
  destinationMessage: 40,
  fromMessage: 40,
  message: 200,
};

/** What is left to type in one part of the message (never below zero). */
export function giftMessageRemaining(field: keyof GiftCardInfo, text: string): number {
  return Math.max(0, GIFT_MESSAGE_LIMITS[field] - text.length);
}

/** Cuts without splitting a surrogate pair, so an emoji at the limit is dropped, not halved. */
function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const last = text.charCodeAt(limit - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? limit - 1 : limit;
  return text.slice(0, end);
}

/**
 * The message as it is sent: each part trimmed and held to its limit (a paste can bring more
 * than the field's `maxLength` lets the keyboard type).
 */
export function giftMessageToSend(info: GiftCardInfo): GiftCardInfo {
  return {
    destinationMessage: cut(info.destinationMessage.trim(), GIFT_MESSAGE_LIMITS.destinationMessage),
    fromMessage: cut(info.fromMessage.trim(), GIFT_MESSAGE_LIMITS.fromMessage),
    message: cut(info.message.trim(), GIFT_MESSAGE_LIMITS.message),
  };
}
