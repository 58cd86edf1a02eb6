// What the cross-border checkout page's server data hands its components: plain types both
// sides read.
import type { SeoView } from '../../shell/view-types.js';

export interface CrossBorderHelperView {
  /** The provider's helper script, on its own host; null when there is none to load. */
  scriptSrc: string | null;
  merchantId: string | null;
  scriptVersion: string | null;
  defaultCountry: string;
  defaultCurrency: string;
  defaultCulture: string;
}

export interface CrossBorderCheckoutData {
  seo: SeoView;
  helper: CrossBorderHelperView;
  cartPath: string;
}
