export const VIEW_ITEM_LIST_SIZE = 12;

export interface ViewItemListItem {
  item_id: string;
  item_name: string;
  price: number;
  index: number;
}

export interface ViewItemListPayload {
  item_list_id: string;
  item_list_name: string;
  items: ViewItemListItem[];
}

/** The analytics view-item-list event carries the first 12 products only. */
export function viewItemListPayload(
  products: readonly { id: string; name?: string; pricing: { price: number } }[],
  list: { id: string; name: string },
): ViewItemListPayload {
  return {
    item_list_id: list.id,
    item_list_name: list.name,
    items: products.slice(0, VIEW_ITEM_LIST_SIZE).map((product, index) => ({
      item_id: product.id,
      item_name: product.name ?? '',
      price: product.pricing.price,
      index,
    })),
  };
}
