/** What an order row's `data` column holds: a snapshot taken when the order was placed. */
export interface OrderEntryData {
  entryNumber: number;
  quantity: number;
  productCode: string;
  baseProduct: string;
  name: string;
  image: string;
  size: string | null;
  basePrice: number;
  totalPrice: number;
  isGift: boolean;
  engraving: unknown;
}

export interface OrderData {
  entries: OrderEntryData[];
  deliveryAddress: unknown;
  billingAddress: unknown;
  deliveryMode: { code: string; name: string };
  deliveryCost: number;
  subTotal: number;
  totalDiscounts: number;
  appliedVouchers: string[];
  appliedPromotions: string[];
  payment: {
    mode: string;
    cardNumber?: string;
    reference?: string;
    entity?: string;
    expiry?: string;
    barcodeUrl?: string;
    /** What a cross-border provider authorised, in the shopper's currency (ADR 0054). */
    authorised?: { value: number; currency: string };
  };
  purchaser: { name: string; surname: string; email: string; phoneNumber: string };
  estimatedDeliveryDate: string;
  deliveryWindow: { from: string; to: string } | null;
  trackURL: string | null;
  afterShipTrackURL: string | null;
  returnInProcess: boolean;
  pickupStore: string | null;
  lastName: string;
  postalCode: string;
}
