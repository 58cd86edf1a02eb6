import type { SandboxDb } from './db.js';

/**
 * Promotions of the sandbox. Amounts are in EUR and converted to the cart's currency.
 * Types follow the promotion type codes of docs/product/bag.md §1.7 (free shipping, employee
 * discount, gift with purchase) plus plain voucher discounts.
 */
export interface PromotionData {
  name: string;
  /** Percentage off the subtotal. */
  percent?: number;
  /** Fixed EUR amount off. */
  amountEur?: number;
  freeShipping?: boolean;
  /** Cart subtotal (EUR) needed. */
  thresholdEur?: number;
  /** Product given for free (gift with purchase). */
  giftProduct?: string;
  userTypes?: string[];
  channels?: string[];
  startEnabledDate?: string;
  endEnabledDate?: string;
}

export const PROMOTIONS: readonly {
  code: string;
  type: string;
  data: PromotionData;
  vouchers: string[];
}[] = [
  {
    code: 'WELCOME10',
    type: 'VoucherPercentageDiscount',
    data: { name: '10% welcome discount', percent: 10 },
    vouchers: ['WELCOME10'],
  },
  {
    code: 'SANDBOX5',
    type: 'VoucherAmountDiscount',
    data: { name: '5 off your order', amountEur: 5 },
    vouchers: ['SANDBOX5'],
  },
  {
    code: 'FREESHIP',
    type: 'FreeShippingPromotion',
    data: { name: 'Free shipping', freeShipping: true },
    vouchers: ['FREESHIP'],
  },
  {
    code: 'SUMMER2020',
    type: 'VoucherPercentageDiscount',
    data: {
      name: 'Expired summer discount',
      percent: 20,
      startEnabledDate: '2020-06-01T00:00:00Z',
      endEnabledDate: '2020-09-01T00:00:00Z',
    },
    vouchers: ['SUMMER2020'],
  },
  {
    code: 'EMPLOYEE_DISCOUNT',
    type: 'PromotionalEmployee',
    data: { name: 'Employee discount', percent: 20, userTypes: ['employee'] },
    vouchers: [],
  },
  {
    code: 'GWP_100',
    type: 'GiftWithPurchase',
    data: { name: 'Free charm over 100', thresholdEur: 100, giftProduct: '102552' },
    vouchers: [],
  },
  {
    code: 'GWP_200',
    type: 'GiftWithPurchase',
    data: { name: 'Free bag over 200', thresholdEur: 200, giftProduct: '102852' },
    vouchers: [],
  },
  {
    code: 'LOYALTY_FREE_SHIPPING',
    type: 'FreeShippingPromotion',
    data: { name: 'Loyalty free shipping', freeShipping: true, userTypes: ['loyalty'] },
    vouchers: [],
  },
];

export function seedPromotions(db: SandboxDb): void {
  const insertPromotion = db.prepare('INSERT INTO promotions (code, type, data) VALUES (?, ?, ?)');
  const insertVoucher = db.prepare('INSERT INTO vouchers (code, promotion_code) VALUES (?, ?)');
  for (const promotion of PROMOTIONS) {
    insertPromotion.run(promotion.code, promotion.type, JSON.stringify(promotion.data));
    for (const voucher of promotion.vouchers) insertVoucher.run(voucher, promotion.code);
  }
}

/** Standard shipping price ranges (EUR): 4.95 under 50, free from 50. Express and SDD cost more. */
export const SHIPPING_METHODS_EUR: readonly {
  code: string;
  name: string;
  isSdd: boolean;
  ranges: readonly { minimum: number; price: number }[];
}[] = [
  {
    code: 'standard',
    name: 'Standard delivery',
    isSdd: false,
    ranges: [
      { minimum: 0, price: 4.95 },
      { minimum: 50, price: 0 },
    ],
  },
  {
    code: 'express',
    name: 'Express delivery',
    isSdd: false,
    ranges: [
      { minimum: 0, price: 9.95 },
      { minimum: 150, price: 4.95 },
    ],
  },
  { code: 'sdd', name: 'Same-day delivery', isSdd: true, ranges: [{ minimum: 0, price: 7.95 }] },
  { code: 'pickup', name: 'Pick up in store', isSdd: false, ranges: [{ minimum: 0, price: 0 }] },
  {
    code: 'pickup_2h',
    name: 'Pick up in store in 2 hours',
    isSdd: false,
    ranges: [{ minimum: 0, price: 0 }],
  },
  {
    code: 'externalpickup',
    name: 'Pick up at a collection point',
    isSdd: false,
    ranges: [{ minimum: 0, price: 2.95 }],
  },
];
