// What the shop-the-look page's server data hands its components: plain types both sides read.
import type { CardView, SeoView } from '../../shell/view-types.js';

export interface LookItemView {
  card: CardView;
  quantity: number;
  /** Units in stock (0 when sold out): a piece below the look's quantity is skipped. */
  stock: number;
  sizes: { code: string; name: string; stock: number }[];
}

export interface ShopTheLookData {
  title: string;
  description: string;
  image: { src: string; alt: string };
  showProducts: boolean;
  items: LookItemView[];
  seo: SeoView;
}
