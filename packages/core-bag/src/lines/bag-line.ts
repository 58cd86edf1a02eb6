/** One line of the bag as the pure rules see it (API contract). */
export interface BagLine {
  entryNumber: number;
  productId: string;
  sizeCode?: string | null;
  quantity: number;
  /** Unit price. */
  price: number;
  stock: number;
  hasOverallStock: boolean;
  onlineStock: boolean;
  /** Store ids that can deliver this line the same day. */
  availableSdd: string[];
  isGift: boolean;
  isToussi?: boolean;
  engravingText?: string | null;
}
